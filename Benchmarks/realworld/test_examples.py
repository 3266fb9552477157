"""Snippets of example collections, per framework, with their verdicts: run with
`python3 -m unittest discover -s Benchmarks -t Benchmarks`."""

import textwrap
import unittest

from realworld.examples import snippets

CONTROL_PAGE = textwrap.dedent('''\
    # Button

    ## iOS Developer Notes

    #### SwiftUI
    - If no visible label, use `accessibilityLabel(_:)`.

    ### Code Example

    - **UIKit**

      ```swift
      button.accessibilityLabel = "Close"
      ```

    ### Bad example

    #### SwiftUI
    ```swift
    Button(action: close) { Image(systemName: "xmark") }
    ```

    ## Android Developer Notes

    ### Code Example

    #### **Jetpack Compose**
    ```java
    IconButton(onClick = close) { Icon(Icons.Default.Close, contentDescription = "Close") }
    ```

    ```xml
    <Button android:text="Close" />
    ```
    ''')


class SnippetTests(unittest.TestCase):
    def test_framework_comes_from_the_nearest_heading_or_bold_line(self):
        found = snippets(CONTROL_PAGE, "native/controls/button.md")
        self.assertEqual([(s.framework, s.verdict, s.line) for s in found],
                         [("uikit", "good", 12), ("swiftui", "bad", 19), ("compose", "good", 28)])
        self.assertEqual(found[0].code, 'button.accessibilityLabel = "Close"\n')
        self.assertEqual(found[2].language, "kotlin")
        self.assertEqual(found[1].file_name(), "swiftui/bad/native-controls-button-2.swift")

    def test_page_name_gives_the_framework_and_warnings_make_a_snippet_unknown(self):
        page = textwrap.dedent('''\
            # Label - iOS

            On iOS, you can use `accessibilityLabel` to set a label. Don't forget the hint.

            ```swift
            element.accessibilityLabel = "Appt"
            ```

            On iOS, you should avoid `touchesBegan`; use a tap recognizer instead.

            ```swift
            override func touchesBegan() {}
            ```

            ```dart
            Semantics(label: "x")
            ```
            ''')
        found = snippets(page, "accessibility-label/ios.md")
        self.assertEqual([(s.framework, s.verdict) for s in found], [("uikit", "good"), ("uikit", "unknown")])

    def test_code_outside_any_framework_is_left_out(self):
        page = "# Testing\n\n```swift\nlet a = 1\n```\n"
        self.assertEqual(snippets(page, "how-to-test/native.md"), [])


if __name__ == "__main__":
    unittest.main()
