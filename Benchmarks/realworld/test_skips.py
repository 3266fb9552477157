"""The mining's skips for API lines outside the label's definition, each on a real git history:
a labelled twin of every case shows the skip, not some other rule, drops the label."""

import os
import tempfile
import textwrap
import unittest

from realworld import mining
from realworld.test_mining import GitHistory

LIST = textwrap.dedent('''\
    import SwiftUI

    struct Library: View {
        var body: some View {
            ScrollView {
                HStack {
                    ForEach(items) { item in
                        Poster(item)
                    }
                }
                .padding()
            }
        }
    }
    ''')

PLAYER = textwrap.dedent('''\
    @Composable
    fun Controls(playing: Boolean, onToggle: () -> Unit) {
        IconButton(
            modifier = Modifier.size(36.dp),
            onClick = onToggle,
        ) {
            if (playing) {
                Icon(
                    imageVector = Icons.Pause,
                    contentDescription = stringResource(CommonStrings.a11y_pause),
                )
            } else {
                Icon(
                    imageVector = Icons.Play,
                    contentDescription = stringResource(CommonStrings.a11y_play),
                )
            }
        }
    }
    ''')

HEADER_ROW = textwrap.dedent('''\
    @Composable
    fun Header() {
        Row(
            modifier = Modifier
                .fillMaxWidth()
                .clickable { }
                .padding(16.dp),
        ) {
            Text("Podroll")
        }
    }
    ''')


class SkipTests(unittest.TestCase):
    def setUp(self):
        self.temporary = tempfile.TemporaryDirectory()
        self.repo = GitHistory(self.temporary.name)

    def tearDown(self):
        self.temporary.cleanup()

    def mine(self):
        git = os.path.join(self.temporary.name, ".git")
        return mining.mine_repository(git, "example/app", self.repo.git("rev-parse", "HEAD"))

    def fix(self, path, before, after):
        """Commits `before`, then `after`; returns the second commit."""
        self.repo.commit("before", {path: before})
        return self.repo.commit("after", {path: after})

    def test_a_container_for_navigation_is_no_grouping_and_its_label_names_the_container(self):
        combined = self.fix("App/Library.swift", LIST, LIST.replace(
            "            .padding()\n", "            .padding()\n            .accessibilityElement(children: .combine)\n"))
        self.fix("App/Library.swift", LIST, LIST.replace(
            "            .padding()\n", "            .padding()\n            .accessibilityElement(children: .contain)\n"
            '            .accessibilityLabel("Continue watching")\n'))
        labels, reasons = self.mine()
        self.assertEqual([(l.commit, l.family) for l in labels], [(combined, "grouping")])
        self.assertEqual(reasons["accessibilityElement(children: .contain): a container for navigation, not grouping"], 1)
        self.assertEqual(reasons["accessibilityLabel: names a container for navigation"], 1)

    def test_semantics_handed_in_by_a_parameter_may_hold_the_name(self):
        button = textwrap.dedent('''\
            @Composable
            fun SendButton(onClick: () -> Unit, a11y: SemanticsPropertyReceiver.() -> Unit) {
                IconButton(
                    modifier = Modifier
                        .size(48.dp)
                        .SEMANTICS,
                    onClick = onClick,
                ) {
                    SendIcon()
                }
            }
            ''')
        fixed = button.replace(".SEMANTICS,", ".clearAndSetSemantics {\n            contentDescription = sendText\n        },")
        first = self.fix("app/Send.kt", button.replace(".SEMANTICS,", ".padding(4.dp),"), fixed)
        self.fix("app/Send.kt", button.replace(".SEMANTICS,", ".clearAndSetSemantics(a11y),"), fixed)
        labels, reasons = self.mine()
        self.assertEqual({l.commit for l in labels}, {first})
        self.assertEqual(reasons["the element's semantics were handed in by a parameter"], 1)

    def test_a_name_moved_from_the_icons_to_a_state_of_their_button_is_no_label(self):
        moved = PLAYER.replace("    IconButton(\n", "    val pause = stringResource(CommonStrings.a11y_pause)\n"
                               "    val play = stringResource(CommonStrings.a11y_play)\n    IconButton(\n").replace(
            "Modifier.size(36.dp),", "Modifier.size(36.dp).semantics { stateDescription = if (playing) pause else play },"
        ).replace("contentDescription = stringResource(CommonStrings.a11y_pause),", "contentDescription = null,").replace(
            "contentDescription = stringResource(CommonStrings.a11y_play),", "contentDescription = null,")
        self.fix("app/Controls.kt", PLAYER, moved)
        labels, reasons = self.mine()
        self.assertEqual(labels, [])
        self.assertEqual(reasons["moves an accessibility value the element already had"], 3)  # two icons, one state

    def test_a_description_repeating_the_visible_text_is_hidden_not_moved(self):
        row = textwrap.dedent('''\
            @Composable
            fun EditingBanner(text: String) {
                Row {
                    Icon(
                        imageVector = Icons.Edit,
                        contentDescription = stringResource(CommonStrings.common_editing),
                    )
                    Text(stringResource(CommonStrings.common_editing))
                }
            }
            ''')
        fixed = row.replace("contentDescription = stringResource(CommonStrings.common_editing),",
                            "contentDescription = null,").replace(
            "Text(stringResource(CommonStrings.common_editing))", "Text(text = text)")
        caller = "@Composable\nfun Composer() {\n    Banner(text = stringResource(CommonStrings.common_editing))\n}\n"
        self.repo.commit("banner", {"app/Banner.kt": row})
        sha = self.repo.commit("hide the icon", {"app/Banner.kt": fixed, "app/Composer.kt": caller})
        labels, _ = self.mine()
        self.assertEqual([(l.commit, l.family) for l in labels], [(sha, "icon-not-hidden")])

    def test_a_placeholder_action_wired_up_with_its_role_is_no_label(self):
        wired = HEADER_ROW.replace(".clickable { }", ".clickable(role = Role.Button) { onClick() }")
        self.fix("app/Header.kt", HEADER_ROW, wired)
        working = HEADER_ROW.replace(".clickable { }", ".clickable { onClick() }")
        fixed = self.fix("app/Header.kt", working, wired)
        labels, reasons = self.mine()
        self.assertEqual([l.commit for l in labels], [fixed])
        self.assertEqual(reasons["the element was a placeholder the commit wires up"], 1)

    def test_an_api_added_with_a_ui_test_identifier_serves_the_test(self):
        tap = "                .onTapGesture { open(item) }\n"
        rows = LIST.replace("Poster(item)\n", "Poster(item)\n" + tap)
        combine = "                .accessibilityElement(children: .combine)\n"
        plain = self.fix("App/Library.swift", rows, rows.replace(tap, combine + tap))
        self.fix("App/Library.swift", rows, rows.replace(
            tap, combine + "                .accessibilityIdentifier(\"poster\")\n" + tap))
        labels, reasons = self.mine()
        self.assertEqual([l.commit for l in labels], [plain])
        self.assertEqual(reasons["added with a UI-test identifier on the same element"], 1)

    def test_a_file_that_becomes_mostly_new_code_is_no_label(self):
        stub = "@Composable\nfun Settings() {\n    Box {\n        Image(painter = logo, contentDescription = null)\n    }\n}\n"
        described = stub.replace("contentDescription = null", 'contentDescription = "Logo"')
        grown = described + "\n@Composable\nfun About() {\n" + "".join(f"    Text(\"line {n}\")\n" for n in range(10)) + "}\n"
        small = self.fix("app/Settings.kt", stub, described)
        self.fix("app/Settings.kt", stub, grown)
        labels, reasons = self.mine()
        self.assertEqual([l.commit for l in labels], [small])
        self.assertEqual(reasons["commit makes the file mostly new code"], 1)

    def test_a_positional_merge_flag_is_merging_already(self):
        column = ("@Composable\nfun Card() {\n    Column(\n        modifier = Modifier.SEMANTICS,\n    ) {\n"
                  "        Text(\"a\")\n    }\n}\n")
        fixed = column.replace("Modifier.SEMANTICS", "Modifier.semantics(mergeDescendants = true) { role = Role.Image }")
        first = self.fix("app/Card.kt", column.replace("Modifier.SEMANTICS", "Modifier.padding(4.dp)"), fixed)
        self.fix("app/Card.kt", column.replace("Modifier.SEMANTICS", "Modifier.semantics(true) { role = Role.Image }"), fixed)
        labels, reasons = self.mine()
        self.assertEqual([l.commit for l in labels], [first])
        self.assertEqual(reasons["element already had an API of the family"], 1)


if __name__ == "__main__":
    unittest.main()
