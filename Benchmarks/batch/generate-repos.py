#!/usr/bin/env python3
"""Makes N synthetic mobile repositories for the batch benchmark and the HTML screenshot.

Each repository gets a handful of Swift (SwiftUI, UIKit) and Kotlin (Compose, Views) files
built from realistic screen templates, some with accessibility mistakes and some clean. Every
third repository has a .a11yscan.yml, every other one is a git repository with one commit.
The output is the same for the same arguments (seeded), and a list file names them all.

    generate-repos.py --count 200 --out Benchmarks/corpus/batch
"""
import argparse
import os
import random
import shutil
import subprocess

SWIFTUI = [
    '''import SwiftUI

struct {Name}Toolbar: View {
    let onSave: () -> Void
    let onShare: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Button(action: onSave) {
                HStack {
                    Image(systemName: "tray.and.arrow.down")
                    Text("Save")
                }
            }
            Button(action: onShare) {
                Image(systemName: "square.and.arrow.up")
            }
            Spacer()
        }
        .padding()
    }
}
''',
    '''import SwiftUI

struct {Name}Row: View {
    let title: String
    let subtitle: String
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(title).font(.headline)
                Spacer()
                Image(systemName: isExpanded ? "chevron.up" : "chevron.down")
            }
            .onTapGesture { isExpanded.toggle() }
            if isExpanded {
                Text(subtitle).foregroundStyle(.secondary)
            }
        }
    }
}
''',
    '''import SwiftUI

struct {Name}Settings: View {
    @State private var notifications = true
    @State private var isBusy = false

    var body: some View {
        Form {
            Toggle("Notifications", isOn: $notifications)
            Button(action: submit) {
                Label("Submit", systemImage: "paperplane")
            }
            .disabled(isBusy)
            Button("Delete account") { }
                .opacity(isBusy ? 0.4 : 1)
        }
    }

    private func submit() { isBusy = true }
}
''',
    '''import SwiftUI

struct {Name}Menu: View {
    var body: some View {
        Menu {
            Button(action: sortByName) {
                HStack {
                    Image(systemName: "textformat")
                    Text("Name")
                }
            }
            Button(action: sortByDate) {
                Label("Date", systemImage: "calendar")
            }
        } label: {
            Label("Sort", systemImage: "arrow.up.arrow.down")
        }
    }

    private func sortByName() {}
    private func sortByDate() {}
}
''',
]

UIKIT = [
    '''import UIKit

final class {Name}ViewController: UIViewController {
    private let closeButton = UIButton(type: .system)
    private let avatar = UIImageView(image: UIImage(named: "avatar"))

    override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
        closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
        let tap = UITapGestureRecognizer(target: self, action: #selector(openProfile))
        avatar.isUserInteractionEnabled = true
        avatar.addGestureRecognizer(tap)
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain,
                                                            target: self, action: #selector(openSettings))
    }

    @objc private func close() { dismiss(animated: true) }
    @objc private func openProfile() {}
    @objc private func openSettings() {}
}
''',
]

COMPOSE = [
    '''package com.example.{pkg}

import androidx.compose.foundation.clickable
import androidx.compose.material3.*
import androidx.compose.runtime.Composable

@Composable
fun {Name}Header(onBack: () -> Unit, onMore: () -> Unit) {
    Row {
        IconButton(onClick = onBack) {
            Icon(Icons.Default.ArrowBack, contentDescription = null)
        }
        Text("Details")
        Icon(
            Icons.Default.MoreVert,
            contentDescription = "More",
            modifier = Modifier.clickable { onMore() }
        )
    }
}
''',
    '''package com.example.{pkg}

import androidx.compose.foundation.clickable
import androidx.compose.material3.*
import androidx.compose.runtime.*

@Composable
fun {Name}Card(title: String, enabled: Boolean, onOpen: () -> Unit) {
    var checked by remember { mutableStateOf(false) }
    Card(modifier = Modifier.clickable { onOpen() }) {
        Row(modifier = Modifier.alpha(if (enabled) 1f else 0.4f)) {
            Image(painter = painterResource(R.drawable.cover), contentDescription = null)
            Text(title)
            Checkbox(checked = checked, onCheckedChange = { checked = it })
        }
    }
}
''',
    '''package com.example.{pkg}

import androidx.compose.material3.*
import androidx.compose.runtime.*

@Composable
fun {Name}Search(query: String, onQuery: (String) -> Unit) {
    TextField(value = query, onValueChange = onQuery)
    OutlinedTextField(value = query, onValueChange = onQuery, label = { Text("Search") })
}
''',
]

VIEWS = [
    '''package com.example.{pkg}

import android.os.Bundle
import android.widget.ImageButton
import androidx.appcompat.app.AppCompatActivity

class {Name}Activity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        val share = findViewById<ImageButton>(R.id.share)
        share.setOnClickListener { shareItem() }
        val banner = findViewById<android.view.View>(R.id.banner)
        banner.setOnClickListener { openPromo() }
        findViewById<android.view.View>(R.id.submit).alpha = 0.5f
    }

    private fun shareItem() {}
    private fun openPromo() {}
}
''',
]

CONFIG = '''# Repository settings for a11yscan
exclude:
  - "**/Generated/**"
'''

NAMES = ["Profile", "Checkout", "Inbox", "Gallery", "Player", "Onboarding", "Search", "Wallet", "Feed", "Account",
         "Booking", "Map", "Recipe", "Ticket", "Chat", "Settings", "Library", "Order", "Cart", "Story"]


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def make_repository(root, index, rng):
    name = f"app-{index:04d}"
    folder = os.path.join(root, name)
    os.makedirs(folder)
    kinds = rng.choice([("swift",), ("kotlin",), ("swift", "kotlin")])
    for number in range(rng.randint(3, 8)):
        screen = rng.choice(NAMES) + (str(number) if number else "")
        if "swift" in kinds and (number % 2 == 0 or "kotlin" not in kinds):
            template = rng.choice(SWIFTUI + SWIFTUI + UIKIT)
            path = os.path.join(folder, "Sources", name.title().replace("-", ""), f"{screen}.swift")
        else:
            template = rng.choice(COMPOSE + COMPOSE + VIEWS)
            path = os.path.join(folder, "app", "src", "main", "java", "com", "example", f"{screen}.kt")
        write(path, template.replace("{Name}", screen).replace("{pkg}", name.replace("-", "")))
    if index % 3 == 0:
        write(os.path.join(folder, ".a11yscan.yml"), CONFIG)
    if index % 2 == 0:
        git = ["git", "-C", folder, "-c", "user.name=bench", "-c", "user.email=bench@example.invalid"]
        subprocess.run(["git", "init", "-q", folder], check=True)
        subprocess.run(git + ["add", "."], check=True)
        subprocess.run(git + ["commit", "-q", "-m", "Initial screens"], check=True)
    return name


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=200, help="repositories to make (default 200)")
    parser.add_argument("--out", required=True, help="folder to create them in (emptied first)")
    parser.add_argument("--seed", type=int, default=7, help="random seed (default 7)")
    arguments = parser.parse_args()
    if os.path.exists(arguments.out):
        shutil.rmtree(arguments.out)
    os.makedirs(arguments.out)
    rng = random.Random(arguments.seed)
    names = [make_repository(arguments.out, index, rng) for index in range(arguments.count)]
    write(os.path.join(arguments.out, "repos.txt"), "# generated by generate-repos.py\n" + "\n".join(names) + "\n")
    print(f"{len(names)} repositories in {arguments.out}; list: {os.path.join(arguments.out, 'repos.txt')}")


if __name__ == "__main__":
    main()
