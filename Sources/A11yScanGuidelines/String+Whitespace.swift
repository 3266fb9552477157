/// Small text helpers the page parser needs without pulling Foundation into every file.
extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and other whitespace.
    func trimmingWhitespace() -> String {
        guard let start = firstIndex(where: { !$0.isWhitespace }),
              let end = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[start...end])
    }

    /// Columns of leading indentation, a tab counting as four.
    var indentation: Int {
        var columns = 0
        for character in self {
            if character == " " { columns += 1 } else if character == "\t" { columns += 4 } else { break }
        }
        return columns
    }
}
