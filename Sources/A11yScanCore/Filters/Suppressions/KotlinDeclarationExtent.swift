import A11yScanSyntax

/// Where a Kotlin declaration that follows an annotation ends, found from the code view and the
/// bracket table alone (no parser):
/// - further annotations (`@Composable`, `@Preview(…)`) are skipped;
/// - brackets are jumped over as wholes, so parameter lists and default lambdas never end it;
/// - a `{` met before any `=` is the declaration's body, and the extent ends at its closer;
/// - otherwise (a property, an expression body) it ends at the first line break that the
///   expression does not continue past — a line ending in an operator, `.`, `,` or `=`, or a
///   next line starting with `.`, `?`, `:`, `=`, `&`, `|` (or `{` before any `=`), continues it;
/// - a `;`, or a closer of an enclosing scope, ends it.
enum KotlinDeclarationExtent {
    /// The offset of the last byte of the declaration that starts after `start`.
    static func end(in source: SourceFile, after start: Int) -> Int {
        let code = source.code
        let last = max(0, code.count - 1)
        var i = start
        var begun = false
        var afterEquals = false
        var lastCode: UInt8 = 0
        var lastCodeOffset = start
        while i < code.count {
            let c = code[i]
            if c == newline || c == carriageReturn {
                if begun, !lineContinues(after: lastCode),
                   !nextLineContinues(code, from: i, afterEquals: afterEquals) {
                    return lastCodeOffset
                }
                i += 1
                continue
            }
            if c == space || c == tab {
                i += 1
                continue
            }
            if c == at, !begun {
                i = skipAnnotation(source, at: i)
                continue
            }
            begun = true
            switch c {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                let closer = source.brackets.closer(ofOpenerAt: i, end: last) ?? i
                if c == UInt8(ascii: "{"), !afterEquals { return closer }
                lastCode = code[closer]
                lastCodeOffset = closer
                i = closer + 1
                continue
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                return lastCodeOffset
            case UInt8(ascii: ";"):
                return i
            case UInt8(ascii: "="):
                if isAssignment(code, at: i) { afterEquals = true }
            default:
                break
            }
            lastCode = c
            lastCodeOffset = i
            i += 1
        }
        return last
    }

    /// Skips `@name`, `@target:name`, `@a.b.C` and an argument list directly after the name.
    private static func skipAnnotation(_ source: SourceFile, at start: Int) -> Int {
        let code = source.code
        var i = start + 1
        while i < code.count, isNameByte(code[i]) || code[i] == UInt8(ascii: ".") || code[i] == UInt8(ascii: ":") {
            i += 1
        }
        if i < code.count, code[i] == UInt8(ascii: "("),
           let closer = source.brackets.closer(ofOpenerAt: i, end: code.count - 1) {
            return closer + 1
        }
        return i
    }

    /// A lone `=`, not part of `==`, `!=`, `<=`, `>=`, `+=`, `=>` and the like.
    private static func isAssignment(_ code: [UInt8], at i: Int) -> Bool {
        let before = i > 0 ? code[i - 1] : space
        let after = i + 1 < code.count ? code[i + 1] : space
        return !compoundAssignmentFirstBytes.contains(before) && after != UInt8(ascii: "=") && after != UInt8(ascii: ">")
    }

    private static func lineContinues(after byte: UInt8) -> Bool {
        continuingLineEnds.contains(byte)
    }

    /// Whether the next line with code starts by continuing the expression.
    private static func nextLineContinues(_ code: [UInt8], from newlineOffset: Int, afterEquals: Bool) -> Bool {
        var i = newlineOffset
        while i < code.count, code[i] == space || code[i] == tab || code[i] == newline || code[i] == carriageReturn {
            i += 1
        }
        guard i < code.count else { return false }
        if code[i] == UInt8(ascii: "{") { return !afterEquals }
        return continuingLineStarts.contains(code[i])
    }

    /// A byte of a Kotlin identifier (letters, digits, `_`, and any non-ASCII byte).
    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static let compoundAssignmentFirstBytes = Array("=!<>+-*/%".utf8)
    private static let continuingLineEnds = Array("=.,:+-*/&|?".utf8)
    private static let continuingLineStarts = Array(".?:=&|".utf8)
    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let at = UInt8(ascii: "@")
}
