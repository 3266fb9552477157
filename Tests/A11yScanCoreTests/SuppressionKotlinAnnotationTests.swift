@testable import A11yScanFindings
import XCTest
@testable import A11yScanCore

/// Kotlin `@Suppress("a11yscan:…")` on real scans: the annotated declaration's extent (body,
/// expression, property), several strings, `@file:`, and annotations that are not ours.
final class SuppressionKotlinAnnotationTests: XCTestCase {
    private let filter = SuppressionFilter(knownRuleIDs: FindingFilterFixtures.ruleIDs, reportUnused: true)

    private func run(_ code: String) throws -> (all: [Int], kept: [Int], problems: [FileProblem]) {
        let scanned: A11yScanCore.Scanner.FileResult = try FindingFilterFixtures.scan(code, path: "Screen.kt")
        let (files, _) = FindingFilterFixtures.apply(filter, to: [scanned])
        return (scanned.findings.map(\.line), files.flatMap(\.findings).map(\.line), files.flatMap(\.problems))
    }

    func testSuppressCoversTheAnnotatedFunctionBodyOnly() throws {
        let code = """
            @Suppress("a11yscan:test-clickable")
            @Composable
            fun Row(
                onClick: () -> Unit = {},
            ) {
                Text("a", Modifier.clickable { onClick() })
                Box {
                    Text("b", Modifier.clickable { onClick() })
                }
            }

            @Composable
            fun Other() {
                Text("c", Modifier.clickable { })
            }
            """
        let outcome = try run(code)
        XCTAssertEqual(outcome.all, [6, 8, 14])
        XCTAssertEqual(outcome.kept, [14])
        XCTAssertEqual(outcome.problems, [])
    }

    func testSuppressOnExpressionBodiesAndProperties() throws {
        let code = """
            @Suppress("a11yscan:test-clickable")
            fun chip() = Text("a", Modifier
                .padding(4.dp)
                .clickable { go() })
            val plain = Text("b", Modifier.clickable { go() })
            @Suppress("a11yscan:test-clickable") val tapped = Modifier.clickable { go() }
            val after = Modifier.clickable { go() }
            @Suppress("a11yscan:test-clickable")
            val chained = Modifier
                .padding(4.dp)

                .clickable { go() } +
                Modifier.clickable { go() }
            val next = Modifier.clickable { go() }
            """
        let outcome = try run(code)
        XCTAssertEqual(outcome.all, [4, 5, 6, 7, 12, 13, 14])
        XCTAssertEqual(outcome.kept, [5, 7, 14])
    }

    func testSeveralStringsAllAndFileLevel() throws {
        let several = """
            class Screen {
                @Suppress("UNUSED_PARAMETER", "a11yscan:test-tap-gesture", "a11yscan:test-clickable")
                fun a() { Text("a", Modifier.clickable { }) }
                @kotlin.Suppress(names = ["a11yscan:all"])
                fun b() { Text("b", Modifier.clickable { }) }
                fun c() { Text("c", Modifier.clickable { }) }
            }
            """
        let outcome = try run(several)
        XCTAssertEqual(outcome.kept, [6])
        XCTAssertEqual(outcome.problems.map(\.message), ["unused suppression of test-tap-gesture at line 2"])

        let fileLevel = """
            @file:Suppress("a11yscan:test-clickable")
            package app

            fun a() { Text("a", Modifier.clickable { }) }
            """
        XCTAssertEqual(try run(fileLevel).kept, [])
    }

    func testOtherAnnotationsCommentsAndStringsDoNotSuppress() throws {
        let code = """
            @Suppress("UNUSED")
            fun a() { Text("a", Modifier.clickable { }) }
            @SuppressLint("a11yscan:test-clickable")
            fun b() { Text("b", Modifier.clickable { }) }
            // @Suppress("a11yscan:test-clickable")
            fun c() { Text("c", Modifier.clickable { }) }
            val s = "@Suppress(\\"a11yscan:test-clickable\\")"
            fun d() { Text("d", Modifier.clickable { }) }
            """
        let outcome = try run(code)
        XCTAssertEqual(outcome.kept, [2, 4, 6, 8])
        XCTAssertEqual(outcome.problems.map(\.line), [3], "only the Lint annotation is worth a word")
    }

    func testAndroidLintAnnotationNamingOurRulesIsAWarning() throws {
        let code = """
            @SuppressLint("NewApi", "a11yscan:test-clickable")
            fun b() { Text("b", Modifier.clickable { }) }
            @androidx.annotation.SuppressLint("a11yscan:all")
            fun c() { Text("c", Modifier.clickable { }) }
            """
        let outcome = try run(code)
        XCTAssertEqual(outcome.kept, [2, 4], "Lint's annotation suppresses nothing")
        XCTAssertEqual(outcome.problems.map(\.line), [1, 3])
        XCTAssertEqual(outcome.problems.first?.kind, .warning)
        XCTAssertEqual(outcome.problems.first?.message, """
            `@SuppressLint("a11yscan:test-clickable")` is Android Lint's annotation and suppresses nothing here \
            (hint: write `@Suppress("a11yscan:test-clickable")`)
            """)
    }

    func testEmptyAndUnknownIdsInAnnotationsAreWarnings() throws {
        let code = """
            @Suppress("a11yscan:", "a11yscan:no-such-rule")
            fun a() { Text("a", Modifier.clickable { }) }
            """
        let outcome = try run(code)
        XCTAssertEqual(outcome.kept, [2])
        let messages = outcome.problems.map(\.message)
        XCTAssertEqual(outcome.problems.map(\.line), [1, 1])
        XCTAssertTrue(messages.contains { $0.contains("names no rule") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("`no-such-rule`") }, "\(messages)")
    }
}
