"""Mining labels from a real git history built in a temporary folder, and the API table:
run with `python3 -m unittest discover -s Benchmarks -t Benchmarks`."""

import os
import subprocess
import tempfile
import textwrap
import unittest

from realworld import api_table, layouts, mining
from realworld.diffparse import parse_log

SWIFT_BEFORE = '''\
import SwiftUI

struct Toolbar: View {
    var body: some View {
        HStack {
            Button(action: close) {
                Image(systemName: "xmark")
            }
            .padding()
            Text("Inbox")
        }
    }
}
'''

KOTLIN_BEFORE = '''\
@Composable
fun Header(onClose: () -> Unit) {
    Row {
        Text("Inbox")
        IconButton(onClick = onClose) {
            Icon(
                imageVector = Icons.Default.Close,
                contentDescription = null,
            )
        }
    }
}
'''


class GitHistory:
    """A throwaway repository: each `commit` writes files and records a commit."""

    def __init__(self, folder):
        self.folder = folder
        self.git("init", "-q", "-b", "main")
        self.git("config", "commit.gpgsign", "false")
        self.git("config", "user.email", "test@example.org")
        self.git("config", "user.name", "Test")

    def git(self, *args, date=None):
        env = dict(os.environ, GIT_AUTHOR_DATE=date, GIT_COMMITTER_DATE=date) if date else None
        return subprocess.run(["git", "-C", self.folder, *args], check=True, capture_output=True,
                              text=True, env=env).stdout.strip()

    def commit(self, message, files=None, renames=None, date=None):
        for old, new in (renames or {}).items():
            os.makedirs(os.path.dirname(os.path.join(self.folder, new)) or self.folder, exist_ok=True)
            self.git("mv", old, new)
        for path, text in (files or {}).items():
            full = os.path.join(self.folder, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as handle:
                handle.write(text)
            self.git("add", path)
        self.git("commit", "-q", "-m", message, date=date)
        return self.git("rev-parse", "HEAD")


class MiningTests(unittest.TestCase):
    def setUp(self):
        self.temporary = tempfile.TemporaryDirectory()
        self.repo = GitHistory(self.temporary.name)
        self.repo.commit("screens", {"App/Toolbar.swift": SWIFT_BEFORE, "app/Header.kt": KOTLIN_BEFORE})

    def tearDown(self):
        self.temporary.cleanup()

    def mine(self):
        git = os.path.join(self.temporary.name, ".git")
        return mining.mine_repository(git, "example/app", self.repo.git("rev-parse", "HEAD"))

    def test_label_added_to_an_existing_button_is_a_label_covering_the_button(self):
        fixed = SWIFT_BEFORE.replace("            .padding()\n",
                                     "            .padding()\n            .accessibilityLabel(\"Close\")\n")
        sha = self.repo.commit("label the close button", {"App/Toolbar.swift": fixed})
        labels, _ = self.mine()
        self.assertEqual(len(labels), 1)
        label = labels[0]
        self.assertEqual((label.commit, label.path, label.language, label.family), (sha, "App/Toolbar.swift", "swift",
                                                                                    "missing-label"))
        self.assertEqual((label.parent_start, label.parent_end), (6, 9))  # Button … .padding()
        self.assertEqual((label.fixed_line, label.fixed_start, label.fixed_end), (10, 6, 10))
        self.assertEqual(label.parent, self.repo.git("rev-parse", "HEAD~1"))

    def test_compose_description_made_non_null_covers_the_icon_button(self):
        fixed = KOTLIN_BEFORE.replace("contentDescription = null", "contentDescription = stringResource(R.string.close)")
        self.repo.commit("describe the close icon", {"app/Header.kt": fixed})
        labels, _ = self.mine()
        self.assertEqual([(l.family, l.parent_start, l.parent_end, l.fixed_line) for l in labels],
                         [("missing-label", 5, 10, 8)])

    def test_skips_new_files_tests_previews_and_new_elements(self):
        screen = SWIFT_BEFORE.replace("Toolbar", "Other").replace(".padding()", ".padding()\n.accessibilityLabel(\"x\")")
        self.repo.commit("new screen", {"App/Other.swift": screen})
        self.repo.commit("test", {"AppTests/Toolbar.swift": SWIFT_BEFORE})
        self.repo.commit("test change", {"AppTests/Toolbar.swift": SWIFT_BEFORE.replace(
            ".padding()\n", ".padding()\n            .accessibilityLabel(\"x\")\n")})
        preview = SWIFT_BEFORE + textwrap.dedent('''
            #Preview {
                Image(systemName: "star")
            }
            ''')
        self.repo.commit("preview", {"App/Toolbar.swift": preview})
        self.repo.commit("preview label", {"App/Toolbar.swift": preview.replace(
            '    Image(systemName: "star")\n', '    Image(systemName: "star")\n        .accessibilityHidden(true)\n')})
        new_button = preview.replace('            Text("Inbox")\n', '            Text("Inbox")\n'
                                     '            Button(action: more) { Image(systemName: "ellipsis") }\n'
                                     '                .accessibilityLabel("More")\n')
        self.repo.commit("new button", {"App/Toolbar.swift": new_button})
        labels, reasons = self.mine()
        self.assertEqual(labels, [])
        self.assertGreaterEqual(reasons["new file"], 1)
        self.assertEqual(reasons["test, preview, sample or debug path"], 1)
        self.assertEqual(reasons["preview code"], 1)
        self.assertEqual(reasons["new element"], 1)

    def test_skips_moved_lines_renamed_apis_and_renamed_files(self):
        labelled = SWIFT_BEFORE.replace(".padding()\n", ".padding()\n            .accessibility(label: Text(\"Close\"))\n")
        first = self.repo.commit("old label", {"App/Toolbar.swift": labelled})
        renamed_api = labelled.replace(".accessibility(label: Text(\"Close\"))", ".accessibilityLabel(\"Close\")")
        self.repo.commit("new api", {"App/Toolbar.swift": renamed_api})
        moved = renamed_api.replace('            .accessibilityLabel("Close")\n', "").replace(
            '            Text("Inbox")\n', '            Text("Inbox")\n            .accessibilityLabel("Close")\n')
        self.repo.commit("move", {"App/Toolbar.swift": moved})
        self.repo.commit("rename", renames={"App/Toolbar.swift": "App/Bar.swift"})
        described = KOTLIN_BEFORE.replace("contentDescription = null", "contentDescription = stringResource(R.string.x)")
        self.repo.commit("label after rename", {"app/Top.kt": described}, renames={"app/Header.kt": "app/Top.kt"})
        labels, reasons = self.mine()
        # Only the first label (`.accessibility(label:)` on the unlabelled button) is a fix.
        self.assertEqual([(l.commit, l.api) for l in labels], [(first, "accessibilityLabel")])
        self.assertEqual(reasons["rewrites an API line of the family"], 1)
        self.assertEqual(reasons["moved line"], 1)
        self.assertEqual(reasons["renamed file"], 1)

    def test_skips_what_no_user_met(self):
        described = KOTLIN_BEFORE.replace("contentDescription = null", 'contentDescription = "Close"')
        self.repo.commit("describe", {"app/Header.kt": described})
        self.repo.commit("hide again", {"app/Header.kt": KOTLIN_BEFORE})  # the icon named its button
        handed_on = KOTLIN_BEFORE.replace("contentDescription = null", "contentDescription = contentDescription")
        self.repo.commit("parameter", {"app/Header.kt": handed_on})
        clickable = handed_on.replace("    Row {\n", "    Row(Modifier.clickable(role = Role.Button) { open() }) {\n")
        self.repo.commit("new tap target", {"app/Header.kt": clickable})
        labels, reasons = self.mine()
        self.assertEqual([l.commit for l in labels], [self.repo.git("rev-parse", "HEAD~3")])
        self.assertEqual(reasons["contentDescription=null: the icon named the control around it"], 1)
        self.assertEqual(reasons["passes a parameter of the same name through"], 1)
        self.assertEqual(reasons["role: the element does not look like it needs it"], 1)

    def test_skips_import_lines(self):
        imported = "import androidx.compose.ui.semantics.clearAndSetSemantics\n" + KOTLIN_BEFORE
        self.repo.commit("import", {"app/Header.kt": imported})
        labels, reasons = self.mine()
        self.assertEqual(labels, [])
        self.assertEqual(reasons["import line"], 1)

    def test_a_commit_that_replaces_a_third_of_the_file_rewrites_it(self):
        labelled = SWIFT_BEFORE.replace(".padding()\n", ".padding()\n            .accessibilityLabel(\"Close\")\n")
        outside = [("struct Toolbar: View {", "struct MailToolbar: View {"), ("HStack {", "VStack {"),
                   ("var body: some View {", "var body: some View { // layout"),
                   ("import SwiftUI\n\n", "import SwiftUI\nimport Combine\n"), ("    }\n}\n", "    }\n} // end\n")]
        for changed, reason in ((4, None), (5, "commit rewrites the file")):  # of 14 lines: below and at a third
            fixed = labelled
            for old, new in outside[:changed]:
                fixed = fixed.replace(old, new)
            self.repo.commit(f"{changed} lines replaced", {"App/Toolbar.swift": fixed})
            labels, reasons = self.mine()
            self.assertEqual(len(labels), 1 if reason is None else 0, changed)
            if reason:
                self.assertEqual(reasons[reason], 1)
            self.repo.commit("back", {"App/Toolbar.swift": SWIFT_BEFORE})
            self.repo.git("reset", "-q", "--hard", "HEAD~2")

    def test_merging_a_compose_click_target_adds_nothing_it_had(self):
        row = KOTLIN_BEFORE.replace("    Row {\n", "    Row(Modifier.clickable { open() }) {\n")
        self.repo.commit("clickable row", {"app/Header.kt": row})
        self.repo.commit("merge the row", {"app/Header.kt": row.replace(
            "Modifier.clickable { open() }", "Modifier.clickable { open() }.semantics(mergeDescendants = true) {}")})
        plain = row.replace("Modifier.clickable { open() }", "Modifier.padding(8.dp)")
        self.repo.commit("plain row", {"app/Header.kt": plain})
        merged = self.repo.commit("merge the plain row", {"app/Header.kt": plain.replace(
            "Modifier.padding(8.dp)", "Modifier.padding(8.dp).semantics(mergeDescendants = true) {}")})
        labels, reasons = self.mine()
        self.assertEqual([(l.commit, l.family) for l in labels], [(merged, "grouping")])
        self.assertEqual(reasons["mergeDescendants: the element had it already"], 1)

    def test_a_description_set_on_a_view_its_layout_names_is_no_label(self):
        holder = textwrap.dedent('''\
            class PlayerHolder(private val binding: ItemPlayerBinding) {
                fun bind(playing: Boolean) {
                    binding.playButton.setImageResource(if (playing) R.drawable.pause else R.drawable.play)
                }
            }
            ''')
        layout = textwrap.dedent('''\
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <ImageButton
                    android:id="@+id/play_button"
                    android:contentDescription="DESCRIPTION" />
            </LinearLayout>
            ''')
        described = holder.replace("R.drawable.play)\n", "R.drawable.play)\n        binding.playButton.contentDescription = "
                                   "getString(if (playing) R.string.pause else R.string.play)\n")
        commits = []
        for description in ("@string/play", "@null"):
            self.repo.commit("layout", {"app/src/main/res/layout/item_player.xml": layout.replace("DESCRIPTION", description),
                                        "app/src/main/java/PlayerHolder.kt": holder})
            commits.append(self.repo.commit("describe", {"app/src/main/java/PlayerHolder.kt": described}))
        labels, reasons = self.mine()
        self.assertEqual([l.commit for l in labels], [commits[1]])
        self.assertEqual(reasons["contentDescription: the layout named the view already"], 1)

    def test_parse_log_reads_hunks_and_quoted_paths(self):
        text = ("\x00commit abc1234 def5678\n\ndiff --git \"a/A b\\tc.swift\" \"b/A b\\tc.swift\"\n"
                "index 1..2 100644\n--- \"a/A b\\tc.swift\"\n+++ \"b/A b\\tc.swift\"\n"
                "@@ -3,0 +4,2 @@ struct A\n+one\n+two\n@@ -9 +11 @@\n-old\n+new\n")
        commit, = parse_log(text)
        self.assertEqual((commit.sha, commit.parents), ("abc1234", ["def5678"]))
        file_diff, = commit.files
        self.assertEqual(file_diff.new_path, "A b\tc.swift")
        first, second = file_diff.hunks
        self.assertEqual((first.old_start, first.old_count, first.added), (3, 0, [(4, "one"), (5, "two")]))
        self.assertEqual((second.removed, second.added), ([(9, "old")], [(11, "new")]))


class LayoutTests(unittest.TestCase):
    def test_the_described_view_is_the_receiver_of_the_assignment(self):
        self.assertEqual(layouts.described_view("binding.playButton.contentDescription = text"), "playButton")
        self.assertEqual(layouts.described_view("holder.icon?.setContentDescription(text)"), "icon")
        self.assertIsNone(layouts.described_view("contentDescription = text,"))
        self.assertIsNone(layouts.described_view("this.contentDescription = text"))
        self.assertIsNone(layouts.described_view("if (icon.contentDescription == text) {"))
        self.assertEqual(layouts.layout_ids("playButton"), {"playButton", "play_button"})

    def test_a_layout_names_the_ids_with_a_non_empty_description(self):
        layout = ('<FrameLayout>\n<ImageView\n  android:id="@+id/cover"\n  android:contentDescription="@string/cover" />\n'
                  '<ImageView android:id="@id/badge" android:contentDescription="@null" />\n'
                  '<ImageView android:id="@+id/arrow" tools:contentDescription="Arrow" />\n'
                  '<ImageView android:contentDescription="Logo" />\n</FrameLayout>\n')
        self.assertEqual(layouts.named_ids(layout), {"cover"})


class ApiTableTests(unittest.TestCase):
    def families(self, line, language):
        return [api.family for api in api_table.apis_on(line, language)]

    def test_swift_apis(self):
        cases = {
            '.accessibilityLabel("Close")': ["missing-label"],
            "button.accessibilityLabel = title": ["missing-label"],
            "button.accessibilityLabel = nil": [],
            ".accessibilityHidden(true)": ["icon-not-hidden"],
            ".accessibilityHidden(false)": [],
            'Image(decorative: "star")': ["icon-not-hidden"],
            ".accessibilityAddTraits(.isButton)": ["clickable-without-role"],
            "cell.accessibilityTraits = [.button, .selected]": ["clickable-without-role", "state-not-exposed"],
            ".accessibilityElement(children: .combine)": ["grouping"],
            ".accessibilityAddTraits(.isHeader)": ["heading"],
            ".disabled(!canSave)": ["disabled-state-not-set"],
            ".accessibilityValue(progressText)": ["state-not-exposed"],
        }
        for line, families in cases.items():
            self.assertEqual(self.families(line, "swift"), families, line)

    def test_kotlin_apis(self):
        cases = {
            'contentDescription = stringResource(R.string.close),': ["missing-label"],
            "contentDescription = null,": ["icon-not-hidden"],
            ".clickable(role = Role.Button) { }": ["clickable-without-role"],
            ".semantics(mergeDescendants = true) {}": ["grouping"],
            ".semantics(true) {}": ["grouping"],
            "Modifier.clearAndSetSemantics { }": ["grouping"],
            "stateDescription = if (on) on else off": ["state-not-exposed"],
            ".toggleable(value = on, onValueChange = set)": ["state-not-exposed"],
            "enabled = !loading,": ["disabled-state-not-set"],
            "Modifier.semantics { heading() }": ["heading"],
            "val isEnabled = true": [],
        }
        for line, families in cases.items():
            self.assertEqual(self.families(line, "kotlin"), families, line)

    def test_a_null_description_must_replace_a_description(self):
        api, = api_table.apis_on("contentDescription = null,", "kotlin")
        self.assertTrue(api.replaces.search('contentDescription = "Edit",'))
        self.assertFalse(api.replaces.search('contentDescription = "",'))

    def test_every_family_has_a_mention_pattern_and_the_pickaxe_covers_each_api(self):
        for api in api_table.TABLE:
            self.assertIn(api.family, api_table.FAMILIES)
            self.assertIn(api.family, api_table.MENTIONS)

    def test_skipped_paths(self):
        for path in ("App/Tests/A.swift", "app/src/test/A.kt", "app/src/androidTest/A.kt", "App/Previews/A.swift",
                     "App/AViewPreview.swift", "sample/A.kt", "app/src/debug/A.kt", "Pods/X/A.swift",
                     "App/Generated/Strings.swift", "App/AppUITests/A.swift"):
            self.assertTrue(mining.skipped_path(path), path)
        for path in ("App/Views/Toolbar.swift", "app/src/main/java/Header.kt", "App/Testimonial.swift"):
            self.assertFalse(mining.skipped_path(path), path)


if __name__ == "__main__":
    unittest.main()
