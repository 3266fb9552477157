@testable import A11yScanSyntax
import XCTest

/// Code inside a private function or computed property that nothing else in its file names never
/// runs; a name anywhere else (a call, a selector, a reference, a comment), an attribute that lets
/// something outside call it, an override or `body` keeps it.
final class UncalledPrivateCodeTests: XCTestCase {
    /// The lines of `text` whose first call lies in uncalled private code.
    private func uncalledLines(_ text: String, language: Language) -> [Int] {
        let source = SourceFile(path: "T", language: language, text: Array(text.utf8))
        let tree = CallTreeBuilder.build(source, names: NameTable([]))
        let code = UncalledPrivateCode(tree: tree)
        var lines: Set<Int> = []
        for index in tree.nodes.indices where tree.nodes[index].kind == .call && code.contains(Int32(index)) {
            lines.insert(source.position(of: Int(tree.nodes[index].nameStart)).line)
        }
        return lines.sorted()
    }

    func testSwift() {
        let lines = uncalledLines("""
            final class GemViewController: UIViewController {
                private func showGiftModal() {
                    let field = UITextField()
                }
                private func showHelp() {
                    present(UIAlertController())
                }
                fileprivate var banner: some View {
                    Image("hero")
                }
                @objc private func didTap() {
                    UIButton()
                }
                @IBAction private func done() {
                    dismiss()
                }
                private var body: some View { Text("x") }
                func helpTapped() { showHelp() }
                func share() {
                    UIButton()
                }
                private let spareButton = UIButton()
                private let closeButton = UIButton()
                func layout() { addSubview(closeButton) }
            }
            """, language: .swift)
        XCTAssertEqual(lines, [3, 9, 22], "nothing uses showGiftModal, banner or spareButton; the rest is used, marked or not private")
    }

    func testKotlin() {
        let lines = uncalledLines("""
            class ScheduleScreen {
                private fun oldHeader() {
                    Text("Schedule")
                }
                private fun header() {
                    Text("Today")
                }
                // legacyRow is kept for later
                private fun legacyRow() {
                    Row()
                }
                @Keep private fun reflected() {
                    Icon()
                }
                fun content() { header() }
            }
            """, language: .kotlin)
        XCTAssertEqual(lines, [3], "a comment naming legacyRow keeps it, as does an annotation that is not ordinary")
    }
}
