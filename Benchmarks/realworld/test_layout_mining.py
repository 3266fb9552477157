"""Mining labels from Android layout files: the start tags read, a view matched to its parent
version, each entry of the layout table, and the skip rules on a real git history."""

import os
import tempfile
import textwrap
import unittest

from realworld import layout_mining, layout_table
from realworld.diffparse import FileDiff, Hunk
from realworld.layout_tags import Layout
from realworld.test_mining import GitHistory

SCREEN = textwrap.dedent('''\
    <?xml version="1.0" encoding="utf-8"?>
    <!-- a comment with <ImageView> inside -->
    <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
        android:orientation="horizontal">

        <ImageView
            android:id="@+id/avatar"
            android:src="@drawable/avatar" />

        <TextView
            android:id="@+id/name"
            android:onClick="@{() -> model.open()}"
            android:text="@string/name" />

        <EditText
            android:id="@+id/query"
            android:inputType="text" />
    </LinearLayout>
    ''')
PATH = "app/src/main/res/layout/item_row.xml"


def with_attribute(text, anchor, attribute):
    """The layout with `attribute` on a line of its own after the line holding `anchor`."""
    lines = text.splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if anchor in line)
    indent = lines[at + 1][:len(lines[at + 1]) - len(lines[at + 1].lstrip())] if at + 1 < len(lines) else "    "
    return "".join(lines[:at + 1] + [f"{indent}{attribute}\n"] + lines[at + 1:])


class LayoutTagTests(unittest.TestCase):
    def test_start_tags_their_lines_attributes_and_tree(self):
        layout = Layout(SCREEN)
        names = [(t.local_name, t.start_line, t.end_line) for t in layout.tags]
        self.assertEqual(names, [("LinearLayout", 3, 4), ("ImageView", 6, 8), ("TextView", 10, 13), ("EditText", 15, 17)])
        root, image, text, field = layout.tags
        self.assertEqual([layout.tags[i].local_name for i in root.children], ["ImageView", "TextView", "EditText"])
        self.assertEqual((image.view_id, image.get("android:src"), image.attribute_lines["android:src"]),
                         ("avatar", "@drawable/avatar", 8))
        self.assertEqual(text.get("android:onClick"), "@{() -> model.open()}")  # a `>` in a value
        self.assertEqual(layout.at_line(16).local_name, "EditText")
        self.assertIsNone(layout.at_line(9))
        self.assertEqual(layout.by_id("query"), field)
        self.assertEqual([t.local_name for t in layout.siblings(image)], ["TextView", "EditText"])

    def test_parent_line_follows_the_hunks(self):
        diff = FileDiff("a.xml", "a.xml", hunks=[Hunk(3, 0, 4, 2), Hunk(10, 2, 11, 0), Hunk(20, 1, 19, 1)])
        self.assertEqual(layout_mining.parent_line(diff, 2), 2)
        self.assertIsNone(layout_mining.parent_line(diff, 4))  # added
        self.assertEqual(layout_mining.parent_line(diff, 6), 4)  # after the insertion
        self.assertEqual(layout_mining.parent_line(diff, 12), 12)  # after the deletion of two lines
        self.assertEqual(layout_mining.parent_line(diff, 19), 20)  # a replaced line: its counterpart

    def test_a_view_is_matched_by_id_else_by_position_and_tag(self):
        parent = Layout(SCREEN)
        moved = SCREEN.replace('    <ImageView\n        android:id="@+id/avatar"\n        android:src="@drawable/avatar" />\n\n', "")
        moved = moved.replace("</LinearLayout>", '    <ImageView\n        android:id="@+id/avatar" />\n</LinearLayout>')
        fixed = Layout(moved)
        image = next(t for t in fixed.tags if t.view_id == "avatar")
        self.assertEqual(image.start_line, 14)
        diff = FileDiff(PATH, PATH, hunks=[])
        self.assertEqual(layout_mining.matching_tag(diff, parent, fixed, image).start_line, 6)
        no_ids = Layout(SCREEN.replace('android:id="@+id/name"', 'android:tag="name"'))
        grown = Layout(with_attribute(SCREEN.replace('android:id="@+id/name"', 'android:tag="name"'), "<TextView",
                                      'android:contentDescription="x"'))
        diff = FileDiff(PATH, PATH, hunks=[Hunk(10, 0, 11, 1)])
        text = grown.at_line(10)
        self.assertEqual(layout_mining.matching_tag(diff, no_ids, grown, text), no_ids.at_line(10))
        swapped = Layout(SCREEN.replace("<TextView", "<Button"))
        self.assertIsNone(layout_mining.matching_tag(FileDiff(PATH, PATH), no_ids, swapped, swapped.at_line(10)))


class LayoutTableTests(unittest.TestCase):
    def decide(self, parent_text, fixed_text, line, attribute):
        parent, fixed = Layout(textwrap.dedent(parent_text)), Layout(textwrap.dedent(fixed_text))
        after = fixed.at_line(line)
        by_id = lambda view: parent.by_id(view.view_id) or parent.at_line(view.start_line)  # noqa: E731
        before = by_id(after)
        decided, reason = layout_table.decide(attribute, before, after, parent, fixed, by_id)
        return (decided[0], decided[1], decided[3].start_line) if decided else reason

    def test_description_on_an_image_is_a_missing_label_but_not_on_a_view_with_text(self):
        image = '<ImageButton android:id="@+id/close" android:src="@drawable/x" DESC/>'
        self.assertEqual(self.decide(image.replace("DESC", ""), image.replace("DESC", 'android:contentDescription="@string/close" '),
                                     1, "android:contentDescription"), ("missing-label", "contentDescription", 1))
        self.assertEqual(self.decide(image.replace("DESC", 'android:contentDescription="@null" '),
                                     image.replace("DESC", 'android:contentDescription="@string/close" '),
                                     1, "android:contentDescription"), ("missing-label", "contentDescription", 1))
        text = '<Button android:id="@+id/go" android:text="@string/go" DESC/>'
        self.assertIn("label quality", self.decide(text.replace("DESC", ""), text.replace(
            "DESC", 'android:contentDescription="@string/go_long" '), 1, "android:contentDescription"))
        icon_only = '<com.google.android.material.button.MaterialButton android:id="@+id/b" app:icon="@drawable/x" DESC/>'
        self.assertEqual(self.decide(icon_only.replace("DESC", ""), icon_only.replace(
            "DESC", 'android:contentDescription="@string/b" '), 1, "android:contentDescription")[0], "missing-label")

    def test_hiding_an_image_counts_only_when_talkback_read_it(self):
        described = '<ImageView android:id="@+id/i" android:contentDescription="@string/avatar" HIDE/>'
        self.assertEqual(self.decide(described.replace("HIDE", ""), described.replace(
            "HIDE", 'android:importantForAccessibility="no" '), 1, "android:importantForAccessibility"),
            ("icon-not-hidden", "importantForAccessibility=no", 1))
        self.assertEqual(self.decide(described.replace("HIDE", ""), described.replace('"@string/avatar"', '"@null"'),
                                     1, "android:contentDescription")[0], "icon-not-hidden")
        silent = '<ImageView android:id="@+id/i" HIDE/>'
        self.assertIn("had no description", self.decide(silent.replace("HIDE", ""), silent.replace(
            "HIDE", 'android:contentDescription="@null" '), 1, "android:contentDescription"))

    def test_label_for_names_the_view_it_points_at(self):
        before = '''\
            <LinearLayout android:id="@+id/form">
                <TextView android:id="@+id/label" android:text="@string/email" />
                <EditText android:id="@+id/email" />
            </LinearLayout>
            '''
        after = before.replace('android:text="@string/email"', 'android:text="@string/email" android:labelFor="@id/email"')
        self.assertEqual(self.decide(before, after, 2, "android:labelFor"), ("missing-label", "labelFor", 3))
        nowhere = before.replace('android:text="@string/email"', 'android:text="@string/email" android:labelFor="@id/other"')
        self.assertIn("not in the file", self.decide(before, nowhere, 2, "android:labelFor"))
        hinted = before.replace("<EditText", '<EditText android:hint="@string/email"')
        self.assertIn("had a name", self.decide(hinted, after.replace("<EditText", '<EditText android:hint="@string/email"'),
                                                2, "android:labelFor"))

    def test_a_hint_names_a_field_also_through_its_text_input_layout(self):
        field = '<EditText android:id="@+id/q" HINT/>'
        self.assertEqual(self.decide(field.replace("HINT", ""), field.replace("HINT", 'android:hint="@string/q" '), 1,
                                     "android:hint"), ("missing-label", "hint", 1))
        wrapped = '''\
            <com.google.android.material.textfield.TextInputLayout android:id="@+id/box" HINT>
                <com.google.android.material.textfield.TextInputEditText android:id="@+id/q" />
            </com.google.android.material.textfield.TextInputLayout>
            '''
        self.assertEqual(self.decide(wrapped.replace("HINT", ""), wrapped.replace("HINT", 'android:hint="@string/q"'), 1,
                                     "android:hint"), ("missing-label", "hint", 2))
        self.assertIn("not on a text field", self.decide('<TextView android:id="@+id/t" />',
                                                         '<TextView android:id="@+id/t" android:hint="x" />', 1,
                                                         "android:hint"))

    def test_heading_focus_touch_target_and_text_scaling(self):
        self.assertEqual(self.decide('<TextView android:id="@+id/t" />',
                                     '<TextView android:id="@+id/t" android:accessibilityHeading="true" />', 1,
                                     "android:accessibilityHeading")[0], "heading")
        self.assertEqual(self.decide('<Button android:id="@+id/b" />',
                                     '<Button android:id="@+id/b" android:accessibilityTraversalBefore="@id/c" />', 1,
                                     "android:accessibilityTraversalBefore")[0], "focus")
        self.assertEqual(self.decide('<ImageButton android:id="@+id/b" android:minHeight="32dp" />',
                                     '<ImageButton android:id="@+id/b" android:minHeight="48dp" />', 1,
                                     "android:minHeight")[0], "touch-target")
        self.assertIn("not a control", self.decide('<TextView android:id="@+id/b" />',
                                                   '<TextView android:id="@+id/b" android:minHeight="48dp" />', 1,
                                                   "android:minHeight"))
        self.assertIn("not set smaller", self.decide('<Button android:id="@+id/b" android:text="Go" />',
                                                     '<Button android:id="@+id/b" android:text="Go" android:minWidth="120dp" />',
                                                     1, "android:minWidth"))
        self.assertEqual(self.decide('<ImageView android:id="@+id/b" android:clickable="true" android:layout_height="24dp" />',
                                     '<ImageView android:id="@+id/b" android:clickable="true" android:layout_height="24dp" '
                                     'android:minHeight="48dp" />', 1, "android:minHeight")[0], "touch-target")
        self.assertIn("not raised", self.decide('<Button android:id="@+id/b" />',
                                                '<Button android:id="@+id/b" android:minHeight="36dp" />', 1,
                                                "android:minHeight"))
        self.assertEqual(self.decide('<TextView android:id="@+id/t" android:textSize="14dp" />',
                                     '<TextView android:id="@+id/t" android:textSize="14sp" />', 1,
                                     "android:textSize")[0], "text-scaling")

    def test_grouping_is_a_container_talkback_did_not_stop_on(self):
        row = '''\
            <LinearLayout android:id="@+id/row" FOCUS>
                <TextView android:id="@+id/t" />
            </LinearLayout>
            '''
        self.assertEqual(self.decide(row.replace("FOCUS", ""), row.replace("FOCUS", 'android:focusable="true"'), 1,
                                     "android:focusable"), ("grouping", "focusable", 1))
        self.assertEqual(self.decide(row.replace("FOCUS", ""), row.replace("FOCUS", 'android:screenReaderFocusable="true"'),
                                     1, "android:screenReaderFocusable")[0], "grouping")
        self.assertIn("input focus", self.decide(row.replace("FOCUS", ""), row.replace(
            "FOCUS", 'android:focusable="true" android:focusableInTouchMode="true"'), 1, "android:focusable"))
        self.assertIn("made clickable", self.decide(row.replace("FOCUS", ""), row.replace(
            "FOCUS", 'android:clickable="true" android:focusable="true"'), 1, "android:focusable"))
        self.assertIn("took focus already", self.decide(row.replace("FOCUS", 'android:clickable="true"'), row.replace(
            "FOCUS", 'android:clickable="true" android:focusable="true"'), 1, "android:focusable"))


class LayoutHistoryTests(unittest.TestCase):
    def setUp(self):
        self.temporary = tempfile.TemporaryDirectory()
        self.repo = GitHistory(self.temporary.name)
        filler = "".join(f"<!-- line {n} -->\n" for n in range(12))  # so that one attribute is no rewrite
        self.base = SCREEN + filler
        self.repo.commit("screen", {PATH: self.base, "app/src/test/res/layout/item_row.xml": self.base})

    def tearDown(self):
        self.temporary.cleanup()

    def mine(self):
        git = os.path.join(self.temporary.name, ".git")
        return layout_mining.mine_repository(git, "example/app", self.repo.git("rev-parse", "HEAD"))

    def test_a_description_added_to_an_image_is_a_layout_label_on_its_start_tag(self):
        fixed = with_attribute(self.base, '"@+id/avatar"', 'android:contentDescription="@string/avatar"')
        sha = self.repo.commit("describe the avatar", {PATH: fixed})
        labels, _ = self.mine()
        self.assertEqual([(l.commit, l.language, l.family, l.parent_start, l.parent_end, l.fixed_line, l.fixed_start,
                           l.fixed_end) for l in labels], [(sha, "layout", "missing-label", 6, 8, 8, 6, 9)])

    def test_skips_new_files_test_paths_moved_lines_rewrites_and_new_views(self):
        described = with_attribute(self.base, '"@+id/avatar"', 'android:contentDescription="@string/avatar"')
        self.repo.commit("new screen", {"app/src/main/res/layout/other.xml": described})
        self.repo.commit("test", {"app/src/test/res/layout/item_row.xml": described})
        moved = described.replace('android:contentDescription="@string/avatar"\n', "")
        self.repo.commit("moved", {"app/src/main/res/layout/other.xml": moved, PATH: with_attribute(
            self.base, '"@+id/avatar"', 'android:contentDescription="@string/avatar"')})
        rewritten = "\n".join(line.replace("    ", "  ") for line in described.splitlines())
        self.repo.commit("reindent", {"app/src/main/res/layout/other.xml": rewritten})
        grown = self.repo.git("show", f"HEAD:{PATH}").replace(
            "</LinearLayout>", '    <ImageView\n        android:id="@+id/badge"\n'
            '        android:contentDescription="@string/badge" />\n</LinearLayout>')
        self.repo.commit("new view", {PATH: grown + "\n"})
        labels, reasons = self.mine()
        self.assertEqual(labels, [])
        self.assertEqual(reasons["new file"], 1)
        self.assertEqual(reasons["test, preview, sample or debug path"], 1)
        self.assertEqual(reasons["moved line"], 1)
        self.assertGreaterEqual(reasons["commit rewrites the file"], 1)
        self.assertEqual(reasons["new element"], 1)


if __name__ == "__main__":
    unittest.main()
