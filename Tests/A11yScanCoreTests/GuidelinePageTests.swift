@testable import A11yScanGuidelines
import Foundation
import XCTest
@testable import A11yScanCore

final class GuidelinePageTests: XCTestCase {
    private func fixture(_ title: String, file: StaticString = #filePath, line: UInt = #line) throws -> GuidelinePage {
        try XCTUnwrap(GuidelineFixturePages.page(titled: title), "fixture page '\(title)' not loaded", file: file, line: line)
    }

    // MARK: The fixture pages

    func testAllFixturePagesLoadWithoutWarnings() {
        let (pages, warnings) = GuidelineFixturePages.loaded
        XCTAssertEqual(pages.count, 5)
        XCTAssertEqual(warnings.map(\.description), [])
    }

    func testFixturePagesGetTheirSlugsInFileOrder() {
        let pages = GuidelineFixturePages.loaded.pages
        XCTAssertEqual(pages.map(\.slug), [
            "expandable-region", "button", "dropdown", "table-row-button", "segmented-control",
        ])
        XCTAssertEqual(pages.map(\.title), [
            "Expandable region", "_component", "Dropdown", "Table row button", "Segmented Control / Tab",
        ])
        guard pages.count == 5 else { return XCTFail("\(pages.count) fixture pages loaded from \(GuidelineFixturePages.directory.path)") }
        XCTAssertTrue(pages[1].isTemplate)
        XCTAssertFalse(pages[0].isTemplate)
    }

    func testDoubleDecodedCharactersAreRepaired() throws {
        for page in GuidelineFixturePages.loaded.pages {
            for text in GuidelineFixturePages.allText(of: page) {
                XCTAssertFalse(text.contains("â€"), "mis-decoded text left in \(page.fileStem): \(text)")
                XCTAssertFalse(text.contains("\u{00C2}"), "stray Â left in \(page.fileStem): \(text)")
            }
        }
        let expandable = try fixture("Expandable region")
        XCTAssertTrue(
            expandable.advice(section: .group, framework: .swiftui).contains { $0.contains("so each child’s label and traits") }
        )
        let dropdown = try fixture("Dropdown")
        XCTAssertTrue(
            dropdown.advice(section: .name, framework: .uikit).contains { $0.contains("The button’s title replaces the button’s") },
            "text that was decoded right stays as it is"
        )
    }

    func testFrontMatterExpectationsAreTrimmedPerSection() throws {
        let expandable = try fixture("Expandable region")
        XCTAssertEqual(expandable.expectations[.name], "Says what the region holds, in the words of its visible header")
        XCTAssertEqual(expandable.expectations[.state], "Says whether it is open or closed (expanded/collapsed)")
        XCTAssertEqual(expandable.expectations[.group], "Header text and its indicator are read in one swipe")
        XCTAssertNil(expandable.expectations[.focus])
        XCTAssertEqual(expandable.frontMatter.keyboard.map(\.trigger), ["tab, arrow keys or Ctl+tab", "spacebar", "enter"])
        XCTAssertEqual(expandable.frontMatter.settings.first?.outcome, "Header and content grow to 200% text size and nothing is cut off")

        let template = try fixture("_component")
        XCTAssertEqual(template.frontMatter.gestures.map(\.trigger), ["swipe", "doubletap"], "`mobile gestures` is the gestures table")
        XCTAssertEqual(template.expectations[.state], "Says when it is unavailable (disabled/dimmed)")
    }

    func testDropdownComposeStateAdviceIsFound() throws {
        let advice = try fixture("Dropdown").advice(section: .state, framework: .compose)
        XCTAssertEqual(advice.count, 4)
        XCTAssertTrue(advice.contains { $0.contains("`DropdownMenuItem(enabled = false)` is announced as disabled") })
    }

    func testExpandableRegionSwiftUIRoleAdviceIsFound() throws {
        let page = try fixture("Expandable region")
        XCTAssertEqual(page.advice(section: .role, framework: .swiftui), ["Use native `DisclosureGroup` view"])
        XCTAssertEqual(page.advice(section: .role, framework: .uikit), ["Use `UIButton`"], "extra spaces after the dash are dropped")
    }

    func testAndroidComposeLabelIsJetpackCompose() throws {
        let page = try fixture("Table row button")
        let role = page.advice(section: .role, framework: .compose)
        XCTAssertEqual(role.count, 1)
        // What matters is that the `**Android Compose**` bullet landed in the Compose cell of the Role section.
        XCTAssertTrue(role.first?.contains("Role.Button") ?? false)
        XCTAssertEqual(page.advice(section: .role, framework: .views), [
            "Use a clickable item of a `RecyclerView`", "Several rows are coded as a list",
        ], "`**Android View**` is Android Views")
    }

    func testGroupingsHeadingIsTheGroupSectionAndOrderedItemsAreBullets() throws {
        let page = try fixture("Table row button")
        let uikit = page.advice(section: .group, framework: .uikit)
        XCTAssertEqual(uikit.count, 5)
        XCTAssertTrue(uikit.first?.hasPrefix("Ensure that the cell's subviews") ?? false)
        XCTAssertTrue(uikit.dropFirst().first?.hasPrefix("Set `isAccessibilityElement` to `true` for the parent view") ?? false)
    }

    func testHighlightBlocksStayCodeAndNeverBecomeBullets() throws {
        let page = try fixture("Dropdown")
        let codeParts = page.parts(headed: "Code Example")
        XCTAssertEqual(codeParts.count, 1)
        let sample = try XCTUnwrap(codeParts.first?.code.first)
        XCTAssertEqual(sample.language, "kotlin")
        XCTAssertEqual(sample.framework, .compose)
        XCTAssertTrue(sample.text.hasPrefix("val sizes = listOf(\"Small\", \"Medium\", \"Large\")"))
        XCTAssertTrue(sample.text.contains("modifier = Modifier.menuAnchor(),"))
        XCTAssertTrue(sample.text.hasSuffix("}"))
        XCTAssertEqual(codeParts.first?.advice, [:])
        XCTAssertEqual(codeParts.first?.notes, [])
        for part in page.parts {
            for bullet in part.notes + part.advice.values.flatMap({ $0 }) {
                for text in GuidelineFixturePages.flatten(bullet) {
                    XCTAssertFalse(text.contains("onExpandedChange"), "code read as a bullet: \(text)")
                    XCTAssertFalse(text.contains("highlight"), "Liquid tag read as a bullet: \(text)")
                }
            }
        }
    }

    func testEmptyBulletsAreDropped() throws {
        for page in GuidelineFixturePages.loaded.pages {
            for part in page.parts {
                for bullet in part.notes + part.advice.values.flatMap({ $0 }) {
                    for text in GuidelineFixturePages.flatten(bullet) {
                        XCTAssertFalse(text.trimmingCharacters(in: .whitespaces).isEmpty, "empty bullet kept in \(page.fileStem)")
                    }
                }
            }
        }
        let template = try fixture("_component")
        XCTAssertEqual(template.advice(section: .role, framework: .uikit), [])
        XCTAssertEqual(template.advice(section: .role, framework: .swiftui), [])
        XCTAssertEqual(template.advice(section: .state, framework: .compose), [], "a one-space `- ` is empty too")
        XCTAssertEqual(template.parts(headed: "Announcement examples").flatMap(\.notes), [])
    }

    func testHTMLCommentsAreGone() {
        for page in GuidelineFixturePages.loaded.pages {
            for text in GuidelineFixturePages.allText(of: page) {
                XCTAssertFalse(text.contains("<!--") || text.contains("-->"), "comment left in \(page.fileStem): \(text)")
                XCTAssertFalse(text.contains("Authors:"), "comment body left in \(page.fileStem): \(text)")
            }
        }
    }

    func testSubBulletsAreKeptAsChildrenAndFoldedIntoTheirParent() throws {
        let page = try fixture("Expandable region")
        let nameUIKit = try XCTUnwrap(page.parts.first { $0.section == .name && $0.platform == .ios }?.advice[.uikit])
        XCTAssertEqual(nameUIKit.count, 4)
        XCTAssertEqual(nameUIKit.first?.children.map(\.text), ["Its title replaces any `accessibilityLabel` set before."])
        XCTAssertEqual(
            page.advice(section: .name, framework: .uikit).first,
            "A header built from a `UIButton` takes its name from `setTitle(_:for:)`. "
                + "(Its title replaces any `accessibilityLabel` set before.)"
        )
    }

    func testTrailingSpacesOnHeadingsAndLabelsAreIgnored() throws {
        let page = try fixture("_component")
        XCTAssertEqual(page.advice(section: .state, framework: .uikit).first, "Available: `isEnabled = true`.")
        XCTAssertEqual(page.advice(section: .state, framework: .swiftui), [
            "Selected: `accessibilityAddTraits(.isSelected)`.",
            "Unavailable: the `disabled(_:)` modifier.",
        ])
    }

    func testPlatformsFollowThePlatformHeadings() throws {
        let expandable = try fixture("Expandable region")
        XCTAssertEqual(expandable.parts.first?.heading, "General")
        XCTAssertEqual(expandable.parts.first?.platform, .general)
        XCTAssertEqual(expandable.parts(headed: "Developer notes").map(\.platform), [.ios, .android],
                       "`## Developer notes` under `## iOS` does not leave the iOS part")
        XCTAssertEqual(expandable.notes(section: .name, platform: .android), [
            "The header's name says what the region holds", "It uses the visible header text when there is one",
        ])

        let tableRow = try fixture("Table row button")
        XCTAssertEqual(tableRow.parts(headed: "Developer notes").map(\.platform), [.general],
                       "developer notes before `## iOS` are general")

        let segmented = try fixture("Segmented Control / Tab")
        XCTAssertEqual(segmented.parts(headed: "Developer notes").map(\.platform), [.ios, .android],
                       "without an `## iOS` heading, content before `## Android` is iOS")
        XCTAssertEqual(segmented.notes(section: .state, platform: .ios).count, 2)
    }

    func testOtherHeadingsAreKeptWithoutASection() throws {
        let page = try fixture("Expandable region")
        let actions = page.parts(headed: "custom accessibility action")
        XCTAssertEqual(actions.count, 1)
        XCTAssertNil(actions.first?.section)
        XCTAssertTrue(actions.first?.advice[.compose]?.contains { $0.text.contains("customActions") } ?? false)
    }

    // MARK: Broken and synthetic pages

    private func parse(_ text: String, path: String = "pages/sample.md") -> (page: GuidelinePage?, warnings: [GuidelineWarning]) {
        GuidelinePage.parse(text: text, path: path)
    }

    func testPageWithoutFrontMatterOrTitleIsSkippedWithWarnings() {
        let result = parse("### Name\n- **SwiftUI**\n  - Label it.\n")
        XCTAssertNil(result.page)
        XCTAssertTrue(result.warnings.contains { $0.field == "front matter" && $0.message.contains("no front matter") })
        XCTAssertTrue(result.warnings.contains { $0.field == "title" && $0.pageSkipped })
        XCTAssertTrue(result.warnings.allSatisfy { $0.path == "pages/sample.md" })
    }

    func testPageWithoutFrontMatterTakesItsTitleFromTheFirstHeading() throws {
        let result = parse("# Toggle\n\n### State\n- **Jetpack Compose**\n  - Use `Modifier.toggleable`.\n")
        let page = try XCTUnwrap(result.page)
        XCTAssertEqual(page.title, "Toggle")
        XCTAssertEqual(page.slug, "toggle")
        XCTAssertEqual(page.advice(section: .state, framework: .compose), ["Use `Modifier.toggleable`."])
        XCTAssertEqual(result.warnings.count, 1)
        XCTAssertFalse(result.warnings[0].pageSkipped)
    }

    func testUnterminatedFrontMatterEndsBeforeTheFirstHeading() throws {
        let text = """
        ---
        title: "Link"
        screenreader:
          name: |
            Says where it goes
        ## iOS
        ### Name
        - **UIKit**
          - Describe the destination.
        """
        let result = parse(text)
        let page = try XCTUnwrap(result.page)
        XCTAssertEqual(page.slug, "link")
        XCTAssertEqual(page.expectations[.name], "Says where it goes")
        XCTAssertEqual(page.advice(section: .name, framework: .uikit), ["Describe the destination."])
        XCTAssertEqual(result.warnings.count, 1)
        XCTAssertEqual(result.warnings.first?.line, 1)
        XCTAssertEqual(result.warnings.first?.field, "front matter")
    }

    func testInvalidYAMLStillYieldsTitleAndExpectations() throws {
        let text = """
        ---
        title: Modal
        screenreader:
          name: |
            Announces its title
          role: [never closed
        ---
        ### Focus
        - **SwiftUI**
          - Return focus.
        """
        let result = parse(text)
        let page = try XCTUnwrap(result.page)
        XCTAssertEqual(page.slug, "modal")
        XCTAssertEqual(page.expectations[.name], "Announces its title")
        XCTAssertEqual(result.warnings.count, 1)
        let warning = try XCTUnwrap(result.warnings.first)
        XCTAssertEqual(warning.field, "front matter")
        XCTAssertFalse(warning.pageSkipped)
        let line = try XCTUnwrap(warning.line)
        XCTAssertTrue((2...7).contains(line), "YAML error line \(line) should point into the front matter")
    }

    func testBinaryGarbageIsSkippedWithAWarning() {
        var generator = SystemRandomNumberGenerator()
        let garbage = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) } + [0]
        let result = GuidelinePage.parse(garbage, path: "garbage.md")
        XCTAssertNil(result.page)
        XCTAssertTrue(result.warnings.contains { $0.pageSkipped && $0.path == "garbage.md" })
    }

    func testInvalidUTF8WithoutNULIsDecodedWithAWarning() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x80, 0x41, 0x0A, 0xC3, 0x28, 0x0A]
        let result = GuidelinePage.parse(bytes, path: "odd.md")
        XCTAssertNil(result.page)
        XCTAssertTrue(result.warnings.contains { $0.message.contains("not valid UTF-8") })
        XCTAssertTrue(result.warnings.contains { $0.pageSkipped })
    }

    func testEmptyFileIsSkippedWithAWarning() {
        for bytes in [[], Array(" \n\t\r\n".utf8)] {
            let result = GuidelinePage.parse(bytes, path: "empty.md")
            XCTAssertNil(result.page)
            XCTAssertEqual(result.warnings.count, 1)
            XCTAssertEqual(result.warnings.first?.message, "file is empty")
            XCTAssertEqual(result.warnings.first?.pageSkipped, true)
        }
    }

    func testFileOfOnlyCommentsIsSkippedWithAWarning() {
        let result = parse("<!-- one -->\n<!--\ntwo\n-->\n")
        XCTAssertNil(result.page)
        XCTAssertTrue(result.warnings.contains { $0.pageSkipped })
    }

    func testPageWithATitleButNoSectionIsSkipped() {
        let result = parse("---\ntitle: Notes\n---\nJust prose.\n")
        XCTAssertNil(result.page)
        XCTAssertEqual(result.warnings.map(\.field), ["sections"])
    }

    func testUnclosedCommentHidesTheRestAndIsReported() throws {
        let text = "---\ntitle: Button\n---\n### Name\n- **UIKit**\n  - kept\n<!-- start\n- **SwiftUI**\n  - hidden\n"
        let result = parse(text)
        let page = try XCTUnwrap(result.page)
        XCTAssertEqual(page.advice(section: .name, framework: .uikit), ["kept"])
        XCTAssertEqual(page.advice(section: .name, framework: .swiftui), [])
        XCTAssertEqual(result.warnings.map(\.line), [7])
    }

    func testUnclosedHighlightIsKeptAsCodeAndReported() throws {
        let text = "---\ntitle: Button\n---\n### Role\n- **Jetpack Compose**\n{% highlight kotlin %}\n- not a bullet\n"
        let result = parse(text)
        let page = try XCTUnwrap(result.page)
        XCTAssertEqual(page.advice(section: .role, framework: .compose), [])
        XCTAssertEqual(page.parts.first { $0.section == .role }?.code.first?.text, "- not a bullet")
        XCTAssertEqual(result.warnings.map(\.line), [6])
    }

    func testInlineCommentsAndOneSpaceBulletsAndCRLF() throws {
        let text = "---\r\ntitle: Button\r\n---\r\n### State <!-- note -->\r\n- **Android Views**   \r\n - `isEnabled = false` <!-- hidden --> announces it\r\n"
        let page = try XCTUnwrap(parse(text).page)
        XCTAssertEqual(page.advice(section: .state, framework: .views), ["`isEnabled = false`  announces it"])
    }

    func testDeeplyNestedBulletsDoNotOverflow() throws {
        var text = "---\ntitle: Button\n---\n### Name\n"
        for depth in 0..<300 {
            text += String(repeating: " ", count: depth) + "- level \(depth)\n"
        }
        let page = try XCTUnwrap(parse(text).page)
        var depth = 0
        var bullet = try XCTUnwrap(page.parts.first?.notes.first)
        while let child = bullet.children.last {
            bullet = child
            depth += 1
        }
        XCTAssertEqual(depth, GuidelinePartBuilder.maximumDepth)
    }

    func testMojibakeRepairKeepsCorrectTextAndFixesDoubleDecoding() {
        XCTAssertEqual(MojibakeRepair.repair("donâ€™t"), "don’t")
        XCTAssertEqual(MojibakeRepair.repair("â€œquotedâ€\u{9D}"), "“quoted”")
        XCTAssertEqual(MojibakeRepair.repair("a â€“ b â€” c"), "a – b — c")
        XCTAssertEqual(MojibakeRepair.repair("no\u{00C2}\u{00A0}break"), "no\u{00A0}break")
        XCTAssertEqual(MojibakeRepair.repair("stray\u{00C2} space"), "stray space")
        XCTAssertEqual(MojibakeRepair.repair("cafÃ©"), "café")
        let correct = "café – don’t “quote” naïve Ünïcödé"
        XCTAssertEqual(MojibakeRepair.repair(correct), correct)
    }

    // MARK: Slugs and aliases

    func testSlugsComeFromKnownTitlesOrSlugify() {
        XCTAssertEqual(GuidelineSlug.forTitle("Segmented Control / Tab"), "segmented-control")
        XCTAssertEqual(GuidelineSlug.forTitle(" _component "), "button")
        XCTAssertEqual(GuidelineSlug.forTitle("Table row button"), "table-row-button")
        XCTAssertEqual(GuidelineSlug.forTitle("Carousel View"), "carousel-view")
        XCTAssertEqual(GuidelineSlug.forTitle("Picker"), "picker", "a wheel picker is no longer a dropdown")
        XCTAssertEqual(GuidelineSlug.forTitle("Bottom navigation"), "tab-bar")
        XCTAssertEqual(GuidelineSlug.forTitle("Date Picker"), "date-picker")
        XCTAssertEqual(GuidelineSlug.slugify("  Menü -- Items!! "), "menu-items")
        XCTAssertEqual(GuidelineSlug.slugify("***"), "")
    }

    func testAliasesMatchTitleOrFileStem() throws {
        let page = try XCTUnwrap(parse("---\ntitle: Picker wheel\n---\n### Role\n- x\n", path: "team/wheel.md").page)
        XCTAssertEqual(page.slug, "picker-wheel")
        XCTAssertEqual(page.fileStem, "wheel")
        XCTAssertEqual(page.slug(applying: ["picker wheel": "dropdown"]), "dropdown")
        XCTAssertEqual(page.slug(applying: ["wheel": "toggle"]), "toggle")
        XCTAssertEqual(page.slug(applying: ["wheel": "toggle", "Picker wheel": "dropdown"]), "dropdown", "a title alias wins")
        XCTAssertEqual(page.slug(applying: ["other": "toggle"]), "picker-wheel")
    }

    // MARK: Loading a folder

    func testLoadingAFolderReadsPageFilesInOrderAndNamesBadOnes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guideline-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = "---\ntitle: Link\nscreenreader:\n  role: Announced as a link\n---\n### Role\n- **SwiftUI**\n  - Use `Link`.\n"
        try Data(good.utf8).write(to: folder.appendingPathComponent("b-link.MD"))
        try Data("---\ntitle: Toggle\n---\n### State\n- ok\n".utf8).write(to: folder.appendingPathComponent("a-toggle.txt"))
        try Data().write(to: folder.appendingPathComponent("c-empty.markdown"))
        try Data("<html><body>nothing</body></html>".utf8).write(to: folder.appendingPathComponent("d-page.html"))
        try Data("{}".utf8).write(to: folder.appendingPathComponent("e-data.json"))
        try Data(good.utf8).write(to: folder.appendingPathComponent(".hidden.md"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("f-folder.md"), withIntermediateDirectories: true)

        let (pages, warnings) = GuidelinePage.load(directory: folder)
        XCTAssertEqual(pages.map(\.slug), ["toggle", "link"])
        XCTAssertEqual(pages.map(\.fileStem), ["a-toggle", "b-link"])
        XCTAssertEqual(warnings.filter(\.pageSkipped).map { ($0.path as NSString).lastPathComponent }, ["c-empty.markdown", "d-page.html"])
        let unread = warnings.filter { $0.field == "format" }
        XCTAssertEqual(unread.map(\.path), [folder.path], "a page in an unknown format is named, not passed over")
        XCTAssertEqual(unread.first?.message, "1 file in a format that is not read as a guideline page: e-data.json")
    }

    func testAFolderWithoutPagesSaysWhy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guideline-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(GuidelinePage.load(directory: folder).warnings.map(\.message), ["the guideline folder has no pages"])

        try FileManager.default.createDirectory(at: folder.appendingPathComponent("controls"), withIntermediateDirectories: true)
        try Data("---\ntitle: Link\n---\n### Role\n- x\n".utf8).write(to: folder.appendingPathComponent("controls/link.md"))
        try Data().write(to: folder.appendingPathComponent("logo.png"))
        for name in ["button.adoc", "toggle.rst", "a.json", "b.yml", "c.docx", "d.pdf"] {
            try Data("title: x".utf8).write(to: folder.appendingPathComponent(name))
        }
        let (pages, warnings) = GuidelinePage.load(directory: folder)
        XCTAssertEqual(pages, [])
        XCTAssertEqual(warnings.map(\.message), [
            "6 files in a format that is not read as a guideline page: a.json, b.yml, button.adoc, c.docx, d.pdf and 1 more",
            "no guideline pages here; subfolders are not searched: controls",
        ], "pictures beside the pages are not worth a warning")
    }

    func testLoadingAMissingFolderIsAWarning() {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
        let (pages, warnings) = GuidelinePage.load(directory: missing)
        XCTAssertEqual(pages, [])
        XCTAssertEqual(warnings.count, 1)
        XCTAssertEqual(warnings.first?.path, missing.path)
    }
}
