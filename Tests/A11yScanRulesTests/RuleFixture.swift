@testable import A11yScanRules

/// A rule file around a pattern `body` (`node:`, `where:`, …), loaded as a team's rule is.
enum RuleFixture {
    static func rule(_ body: String, framework: String = "swiftui") throws -> Rule {
        try RuleLoader().load(yaml: """
        id: test-rule
        family: missing-label
        framework: \(framework)
        entry: button
        section: name
        message: A message.
        fix: A fix.
        \(body)
        examples:
          bad: ["↓x()"]
          good: ["y()"]
        """, file: "test-rule.yml")
    }
}
