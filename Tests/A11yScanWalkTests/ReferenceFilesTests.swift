@testable import A11yScanWalk
import XCTest

/// The files a walk lists because they can name the project's views without being scanned.
final class ReferenceFilesTests: XCTestCase {
    func testObjectiveCPropertyListsManifestsAndResourcesThatNameCode() {
        for (name, folder) in [("OrdersController.m", "/p/Legacy"), ("Bridge.MM", "/p/Legacy"), ("Orders.h", "/p/Legacy"),
                               ("Info.plist", "/p/App"), ("AndroidManifest.xml", "/p/app/src/main"),
                               ("main.xml", "/p/app/src/main/res/navigation"), ("toolbar.xml", "/p/app/src/main/res/menu-v21"),
                               ("preferences.xml", "/p/app/src/main/res/xml")] {
            XCTAssertTrue(ReferenceFiles.names(name, inFolder: folder), "\(folder)/\(name)")
        }
        for (name, folder) in [("strings.xml", "/p/app/src/main/res/values"), ("icon.xml", "/p/app/src/main/res/drawable"),
                               ("notes.xml", "/p/docs"), ("menu.xml", "/p/menu"), (".h", "/p"), ("README.md", "/p"),
                               ("theme.m4", "/p")] {
            XCTAssertFalse(ReferenceFiles.names(name, inFolder: folder), "\(folder)/\(name)")
        }
    }
}
