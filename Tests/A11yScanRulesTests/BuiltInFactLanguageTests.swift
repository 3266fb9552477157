@testable import A11yScanRules
import A11yScanSyntax
import XCTest

/// The built-in facts of one language: numbered as the whole library, with that language's
/// patterns and none of the other's, and taken by a rule set of that language alone.
final class BuiltInFactLanguageTests: XCTestCase {
    func testOneLanguagesFactsKeepEveryNameAndOnlyTheirPatterns() {
        let all = FactLibrary.builtIn
        for language in Language.allCases {
            let narrowed = FactLibrary.builtIn(for: [language])
            XCTAssertEqual(narrowed.names.names, all.names.names, "\(language)")
            for (fact, whole) in zip(narrowed.facts, all.facts) {
                XCTAssertEqual(fact.test(for: language) != nil, whole.test(for: language) != nil, "\(fact.name) \(language)")
                let other: Language = language == .swift ? .kotlin : .swift
                XCTAssertNil(fact.test(for: other), "\(fact.name): the other language's pattern is compiled")
            }
        }
    }

    func testARuleSetOfOneLanguageUsesThatLanguagesFactsUnlessTheLoaderHasItsOwn() throws {
        let kotlin = try RuleSet.builtIn(languages: [.kotlin], examples: false)
        let facts = try XCTUnwrap(kotlin.rules.compactMap(\.node).first).facts
        XCTAssertNil(facts.facts.first { $0.swift != nil }, "a Kotlin rule set compiled Swift facts")
        XCTAssertNotNil(facts.facts.first { $0.kotlin != nil })

        var loader = RuleLoader()
        loader.facts = .builtIn
        let chosen = try RuleSet.builtIn(loader: loader, languages: [.kotlin], examples: false)
        XCTAssertNotNil(try XCTUnwrap(chosen.rules.compactMap(\.node).first).facts.facts.first { $0.swift != nil },
                        "facts set on the loader are kept")
    }
}
