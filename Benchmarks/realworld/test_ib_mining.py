"""Mining labels from Interface Builder files: a view's accessibility configuration read onto the
view, and each entry of the Interface Builder table on a real git history."""

import os
import tempfile
import textwrap
import unittest

from realworld import ib_mining, layout_mining
from realworld.layout_tags import Layout
from realworld.test_mining import GitHistory

CELL = textwrap.dedent('''\
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
            <view contentMode="scaleToFill" id="row-1">
                <subviews>
                    <imageView contentMode="scaleAspectFit" image="play" id="img-1">
                        <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
                    </imageView>
                    <label text="Chapter" id="lbl-1">
                        <rect key="frame" x="30" y="0.0" width="200" height="24"/>
                    </label>
                    <button contentMode="scaleToFill" id="btn-1">
                        <state key="normal" image="close"/>
                    </button>
                </subviews>
            </view>
        </objects>
    </document>
    ''')
PATH = "App/Views/ChapterCell.xib"


def configure(text, view_id, configuration):
    """The file with `configuration` (lines) as the first children of the view with `view_id`."""
    lines = text.splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if f'id="{view_id}"' in line)
    indent = " " * (len(lines[at]) - len(lines[at].lstrip()) + 4)
    return "".join(lines[:at + 1] + [indent + line + "\n" for line in configuration] + lines[at + 1:])


class IbTests(unittest.TestCase):
    def setUp(self):
        self.temporary = tempfile.TemporaryDirectory()
        self.repo = GitHistory(self.temporary.name)
        self.base = CELL + "".join(f"<!-- {n} -->\n" for n in range(30))
        self.repo.commit("cell", {PATH: self.base})

    def tearDown(self):
        self.temporary.cleanup()

    def mine(self):
        git = os.path.join(self.temporary.name, ".git")
        return layout_mining.mine_repository(git, "example/app", self.repo.git("rev-parse", "HEAD"), ib_mining.IB)

    def test_the_configuration_is_read_onto_its_view(self):
        layout = Layout(configure(CELL, "img-1", ['<accessibility key="accessibilityConfiguration" label="Play">',
                                                  '    <accessibilityTraits key="traits" button="YES"/>',
                                                  '    <bool key="isElement" value="YES"/>', '</accessibility>']))
        ib_mining.prepare(layout)
        image = next(t for t in layout.tags if t.get("id") == "img-1")
        self.assertEqual((image.get("a11y:label"), image.get("a11y:button"), image.get("a11y:isElement")),
                         ("Play", "YES", "YES"))
        self.assertEqual(ib_mining.owner(layout, 8)[0], image)  # the traits line belongs to the image view

    def test_a_label_on_an_image_only_button_and_a_header_trait_are_labels_text_is_not(self):
        fixed = configure(self.base, "btn-1", ['<accessibility key="accessibilityConfiguration" label="Close"/>'])
        fixed = configure(fixed, "lbl-1", ['<accessibility key="accessibilityConfiguration" label="Chapter title">',
                                           '    <accessibilityTraits key="traits" header="YES"/>', '</accessibility>'])
        sha = self.repo.commit("name the close button, mark the title", {PATH: fixed})
        labels, reasons = self.mine()
        self.assertEqual(sorted((l.commit, l.language, l.family, l.parent_start) for l in labels),
                         [(sha, "interface-builder", "heading", 9), (sha, "interface-builder", "missing-label", 12)])
        self.assertEqual(reasons["label: the view shows text (label quality, not a missing label)"], 1)

    def test_a_label_given_to_a_view_the_fix_hides_is_no_label(self):
        fixed = configure(self.base, "btn-1", ['<accessibility key="accessibilityConfiguration" label="Close">',
                                               '    <bool key="isElement" value="NO"/>', '</accessibility>'])
        self.repo.commit("hide the close button", {PATH: fixed})
        labels, reasons = self.mine()
        self.assertEqual(labels, [])
        self.assertEqual(reasons["label: the view is hidden from VoiceOver with it (the label is never read)"], 1)

    def test_hiding_counts_only_an_image_view_that_was_an_element(self):
        element = configure(self.base, "img-1", ['<accessibility key="accessibilityConfiguration">',
                                                 '    <bool key="isElement" value="YES"/>', '</accessibility>'])
        self.repo.commit("image as element", {PATH: element})
        sha = self.repo.commit("hide the image", {PATH: element.replace('value="YES"', 'value="NO"')})
        grouped = configure(self.repo.git("show", f"HEAD:{PATH}") + "\n", "row-1", [
            '<accessibility key="accessibilityConfiguration">', '    <bool key="isElement" value="YES"/>',
            '</accessibility>'])
        grouped_sha = self.repo.commit("one element per row", {PATH: grouped})
        labels, _ = self.mine()
        self.assertEqual(sorted((l.commit, l.family) for l in labels),
                         sorted([(sha, "icon-not-hidden"), (grouped_sha, "grouping")]))


if __name__ == "__main__":
    unittest.main()
