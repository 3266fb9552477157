import A11yScanSyntax

/// Decides from a file name alone whether a walk collects the file and in which language.
/// The walk asks this for every file it meets, so it compares bytes and allocates nothing.
struct WalkLanguageFilter: Sendable {
    private struct Accepted: Sendable {
        /// The extension, lowercased, as UTF-8.
        let bytes: [UInt8]
        let language: Language
    }

    private let accepted: [Accepted]

    /// Keeps the extensions (compared case-insensitively) that name a known language.
    init(extensions: Set<String>) {
        accepted = extensions.sorted().compactMap { pathExtension in
            let lowercased = pathExtension.lowercased()
            guard let language = Language(pathExtension: lowercased) else { return nil }
            return Accepted(bytes: Array(lowercased.utf8), language: language)
        }
    }

    /// The language of a file called `name`, or nil when its extension is not collected.
    /// A name that starts with its only dot (`.swift`) has no extension.
    func language(ofName name: String) -> Language? {
        var copy = name
        return copy.withByteView { language(ofName: $0) }
    }

    private func language(ofName name: ByteView) -> Language? {
        var dot = name.count - 1
        while dot > 0, name[dot] != UInt8(ascii: ".") { dot -= 1 }
        guard dot > 0 else { return nil }
        let length = name.count - dot - 1
        for candidate in accepted where candidate.bytes.count == length {
            var index = 0
            while index < length, Self.lowercased(name[dot + 1 + index]) == candidate.bytes[index] { index += 1 }
            if index == length { return candidate.language }
        }
        return nil
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
