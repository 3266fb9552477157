@testable import A11yScanGuidelines
import Foundation
@testable import A11yScanCore

/// Test support, not a test case: the five guideline pages in `Tests/Fixtures/GuidelinePages`,
/// written for the tests in the format (and with the quirks) of real team pages, loaded once.
enum GuidelineFixturePages {
    static let directory = RepositoryPaths.guidelinePages

    static let loaded = GuidelinePage.load(directory: directory)

    static func page(titled title: String) -> GuidelinePage? {
        loaded.pages.first { $0.title == title }
    }

    /// Every piece of text a page holds, for searching what the parser kept.
    static func allText(of page: GuidelinePage) -> [String] {
        var texts = [page.title] + Array(page.expectations.values)
        for part in page.parts {
            texts.append(part.heading)
            texts += part.notes.flatMap(flatten)
            texts += part.advice.values.flatMap { $0.flatMap(flatten) }
            texts += part.code.map(\.text)
        }
        return texts
    }

    static func flatten(_ bullet: GuidelineBullet) -> [String] {
        [bullet.text] + bullet.children.flatMap(flatten)
    }
}
