import XCTest
@testable import A11yScanCore

/// The regions around an anchor: subject call, arguments, modifier chain, enclosing calls
/// (with the label they are reached through), siblings and declarations.
final class MatchExtentsTests: XCTestCase {
    /// Extents for the first occurrence of `anchor` in `code`, with the file kept alive for the test.
    private func withExtents(_ code: String, _ language: Language, anchor: String, _ body: (MatchExtents, SourceFile) -> Void) {
        let source = SourceFile(path: language == .swift ? "t.swift" : "t.kt", language: language, text: Array(code.utf8))
        guard let range = code.utf8.firstRange(of: anchor.utf8) else { return XCTFail("anchor not in code") }
        let start = code.utf8.distance(from: code.utf8.startIndex, to: range.lowerBound)
        source.code.withUnsafeBufferPointer { buffer in
            body(MatchExtents(source: source, code: buffer, anchor: start..<(start + anchor.utf8.count)), source)
        }
    }

    private func names(_ extents: MatchExtents, _ source: SourceFile) -> [String] {
        extents.ancestors.map { source.string($0.segment.name) }
    }

    func testSwiftSubjectChainAncestorsAndSiblings() {
        let code = """
            Button(action: save) {
                HStack {
                    Image(systemName: "tray")
                        // a comment between modifiers
                        .accessibilityHidden(true)
                    Text("Save")
                }
            }
            .buttonStyle(.plain)
            """
        withExtents(code, .swift, anchor: "Image") { extents, source in
            XCTAssertEqual(extents.subject.map { source.string($0.name) }, "Image")
            XCTAssertEqual(extents.subject?.arguments.map(source.string), #"(systemName: "tray")"#)
            XCTAssertTrue(extents.chain.map(source.string)?.contains(".accessibilityHidden(true)") ?? false)
            XCTAssertEqual(names(extents, source), ["HStack", "Button"])
            XCTAssertEqual(extents.ancestors.last?.chain.map { source.string($0.name) }, ["buttonStyle"])
            let siblings = extents.siblings.map { source.string($0.container) } ?? ""
            XCTAssertTrue(siblings.contains("Text(\"Save\")"))
        }
    }

    func testSwiftLabeledTrailingClosureAndArgumentClosure() {
        withExtents("Button { delete() } label: {\n    Image(systemName: \"trash\")\n}", .swift, anchor: "Image") { extents, source in
            XCTAssertEqual(names(extents, source), ["Button"])
            XCTAssertEqual(extents.ancestors.first?.via.map(source.string), "label")
        }
        withExtents("Button(action: { delete() }, label: { Image(systemName: \"trash\") })", .swift, anchor: "Image") { extents, source in
            XCTAssertEqual(names(extents, source), ["Button"])
            XCTAssertEqual(extents.ancestors.first?.via.map(source.string), "label")
        }
    }

    func testSwiftControlFlowIsTransparentAndDeclarationsBound() {
        let code = """
            struct Card: View {
                var body: some View {
                    VStack {
                        if showIcon {
                            Image("logo")
                        } else {
                            EmptyView()
                        }
                    }
                }
            }
            """
        withExtents(code, .swift, anchor: "Image") { extents, source in
            XCTAssertEqual(names(extents, source), ["VStack"])
            XCTAssertTrue(extents.enclosure.declarationHeader.map(source.string)?.contains("var body: some View") ?? false)
            XCTAssertTrue(extents.enclosure.type.map(source.string)?.hasPrefix("struct Card: View {\n    var body") ?? false, "the type region starts at its keyword")
        }
    }

    func testSwiftChainReadsAcrossCompilerControlLines() {
        let code = "Image(\"x\")\n#if os(iOS)\n    .accessibilityHidden(true)\n#endif\n    .padding()"
        withExtents(code, .swift, anchor: "Image") { extents, source in
            let chain = extents.chain.map(source.string) ?? ""
            XCTAssertTrue(chain.contains(".accessibilityHidden(true)") && chain.contains(".padding()"))
        }
    }

    func testSwiftModifierAnchorSeesTheWholeChain() {
        let code = "HStack { Text(\"Row\") }\n    .accessibilityAddTraits(.isButton)\n    .onTapGesture { open() }"
        withExtents(code, .swift, anchor: ".onTapGesture") { extents, source in
            XCTAssertEqual(extents.subject.map { source.string($0.name) }, "onTapGesture")
            XCTAssertTrue(extents.chain.map(source.string)?.contains("accessibilityAddTraits") ?? false)
            XCTAssertTrue(extents.target.map(source.string)?.hasPrefix("HStack") ?? false)
        }
    }

    func testKotlinArgumentsByLabelAndPosition() {
        let code = "IconButton(onClick = { close() }) {\n    Icon(painterResource(id = R.drawable.close), contentDescription = null)\n}"
        withExtents(code, .kotlin, anchor: "Icon(") { extents, source in
            XCTAssertEqual(extents.subjectArguments.count, 2)
            XCTAssertEqual(extents.argument(named: "contentDescription", position: 2).map { source.string($0.value) }, "null")
            XCTAssertEqual(extents.argument(named: nil, position: 1).map { source.string($0.value) }, "painterResource(id = R.drawable.close)")
            XCTAssertEqual(names(extents, source), ["IconButton"])
        }
        withExtents("Icon(Icons.Default.Add, \"Add item\")", .kotlin, anchor: "Icon(") { extents, source in
            XCTAssertEqual(extents.argument(named: "contentDescription", position: 2).map { source.string($0.value) }, "\"Add item\"")
        }
    }

    func testKotlinModifierChainBelongsToItsComposable() {
        let code = "Column {\n    Row(modifier = Modifier.fillMaxWidth().clickable { open() }) {\n        Text(\"Open\")\n    }\n}"
        withExtents(code, .kotlin, anchor: ".clickable") { extents, source in
            XCTAssertEqual(extents.chain.map(source.string), "Modifier.fillMaxWidth().clickable { open() }")
            XCTAssertTrue(extents.target.map(source.string)?.hasPrefix("Row(") ?? false)
            XCTAssertEqual(names(extents, source), ["Column"], "the chain's owner is the target, not an ancestor")
        }
    }

    func testKotlinNamedLambdaArgumentsGiveTheirLabel() {
        let code = "DropdownMenuItem(\n    text = { Text(\"Edit\") },\n    leadingIcon = { Icon(Icons.Default.Edit, \"Edit\") },\n    onClick = {},\n)"
        withExtents(code, .kotlin, anchor: "Icon(") { extents, source in
            XCTAssertEqual(names(extents, source), ["DropdownMenuItem"])
            XCTAssertEqual(extents.ancestors.first?.via.map(source.string), "leadingIcon")
        }
    }

    func testKotlinFunctionBodyIsADeclarationBoundary() {
        let code = "@Composable\nfun Header(\n    title: String,\n) {\n    Row {\n        Icon(Icons.Default.Star, null)\n    }\n}\nclass Other"
        withExtents(code, .kotlin, anchor: "Icon(") { extents, source in
            XCTAssertEqual(names(extents, source), ["Row"])
            XCTAssertTrue(extents.enclosure.declarationHeader.map(source.string)?.contains("fun Header(") ?? false)
        }
        withExtents("val state = remember { mutableStateOf(Icon(x, null)) }", .kotlin, anchor: "Icon(") { extents, source in
            XCTAssertEqual(names(extents, source), ["mutableStateOf", "remember"], "`val x = call {` is a call, not a declaration body")
        }
    }
}
