import Foundation
@testable import A11yScanComponents
@testable import A11yScanRules
import Synchronization
import XCTest

/// The component cache's layout views: a line each, read back equal, every attribute and
/// escaped value included; left unread when the cache file is read, and read only when the
/// entries change or a rule asks for the index; a cut layout part is no cache at all.
final class LayoutCacheTextTests: XCTestCase {
    static let views: [LayoutView] = {
        var delete = LayoutView(id: "delete_button", tag: "ImageButton", path: "app/src/main/res/layout/form.xml", line: 3)
        delete.hasIcon = true
        var save = LayoutView(id: "save\tbutton", tag: "a\\b\nc\r", path: "app/src/main/res/layout/form.xml", line: 9)
        save.described = true
        save.labelled = true
        var hidden = LayoutView(id: "help", tag: "com.google.android.material.button.MaterialButton",
                                path: "app/res/layout-land/help.xml", line: 1)
        hidden.hasText = true
        hidden.hidden = true
        return [delete, save, hidden]
    }()

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-layout-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testWrittenViewsReadBackEqual() {
        let text = Array(("x\n" + LayoutCacheText.write(Self.views)).utf8)
        let files = [(path: Self.views[0].path, views: 2), (path: Self.views[2].path, views: 1)]
        XCTAssertEqual(LayoutCacheText.read(text, from: 2, files: files), Self.views)
        XCTAssertEqual(LayoutCacheText.lines(in: text, from: 2), 3)
        XCTAssertNil(LayoutCacheText.lines(in: text.dropLast(), from: 2), "the last line cut")
        XCTAssertEqual(LayoutCacheText.lines(in: text, from: text.count), 0)
    }

    /// A cache of one component file and two layout files: the views stay bytes when the file
    /// is read, the index reads them when first asked, and `readLayouts` puts them back among
    /// their files' summaries as the component pass made them.
    func testACacheFileLeavesItsLayoutViewsUnreadUntilAsked() throws {
        var cache = ComponentCache()
        cache.indexStamp = "stamp"
        cache.entries["ui/Buttons.kt"] = ComponentCache.Entry(size: 10, modified: 20,
                                                              summaries: [ComponentCacheTextTests.summaries[0]])
        cache.entries[Self.views[0].path] = ComponentCache.Entry(size: 5, modified: 6, summaries: Self.views[..<2].map(\.summary))
        cache.entries[Self.views[2].path] = ComponentCache.Entry(size: 7, modified: 8, summaries: [Self.views[2].summary])
        cache.entries["app/src/main/res/layout/empty.xml"] = ComponentCache.Entry(size: 1, modified: 1, summaries: [])
        let file = folder.appendingPathComponent("components.cache").path
        cache.write(file, key: "k")

        var read = try XCTUnwrap(ComponentCache.read(file, key: "k"))
        XCTAssertEqual(read.entries[Self.views[0].path]?.summaries, [])
        XCTAssertEqual(read.entries[Self.views[0].path]?.unreadViews, 2)
        XCTAssertEqual(read.entries["app/src/main/res/layout/empty.xml"]?.unreadViews, 0)
        // Its uses wait too (no component's root is fixed in it).
        var withoutUses = ComponentCacheTextTests.summaries[0]
        withoutUses.uses = nil
        XCTAssertEqual(read.entries["ui/Buttons.kt"]?.summaries, [withoutUses])
        let index = read.index
        XCTAssertTrue(index.knowsLayouts)
        XCTAssertEqual(index.summaries, [withoutUses])
        XCTAssertEqual(index.layouts.views(named: "deleteButton"), [Self.views[0]])
        XCTAssertEqual(index.layouts.views(named: "help"), [Self.views[2]])

        read.readLayouts()
        XCTAssertNil(read.unreadLayouts)
        XCTAssertNil(read.unreadParts)
        XCTAssertEqual(read.entries, cache.entries, "read back as written")

        // The same cache with the layout part cut short, or a view too many, is no cache.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        try bytes.dropLast(3).write(to: URL(fileURLWithPath: file))
        XCTAssertNil(ComponentCache.read(file, key: "k"))
        try (bytes + Data("4\tmore\tImageView\t0\n".utf8)).write(to: URL(fileURLWithPath: file))
        XCTAssertNil(ComponentCache.read(file, key: "k"))
    }

    func testTheLazyIndexReadsItsViewsOnceAndOnlyWhenAsked() {
        let reads = Mutex(0)
        let lazy = LazyLayoutIndex(isEmpty: false) {
            reads.withLock { $0 += 1 }
            return Self.views
        }
        XCTAssertFalse(lazy.isEmpty)
        XCTAssertEqual(reads.withLock { $0 }, 0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            XCTAssertEqual(lazy.index.views(named: "help"), [Self.views[2]])
        }
        XCTAssertEqual(reads.withLock { $0 }, 1)
        XCTAssertTrue(LazyLayoutIndex.empty.index.isEmpty)
        XCTAssertFalse(ComponentIndex([ComponentCacheTextTests.summaries[1]]).knowsLayouts)
    }
}
