import A11yScanSyntax

/// Code that never reaches users: test targets and source sets, Android's debug source set,
/// Xcode's preview assets and playgrounds. A scan skips it unless asked for all code (`--all-code`), since a
/// finding there is one no screen-reader user meets. Known by folder and file names, the
/// conventions Xcode and Gradle projects use.
///
/// The walk asks this for every folder and file it meets, so names are compared as the bytes
/// the file system stores, not as characters: `Tests` matches only the five ASCII letters.
enum NonShippingCode {
    /// Folder names that hold only tests (Gradle source sets, Xcode test targets).
    static let testFolders: [String] = [
        "Tests", "UITests", "Test", "test", "tests", "androidTest", "testDebug", "testRelease", "commonTest", "jvmTest",
        "iosTest", "jsTest", "androidUnitTest", "androidInstrumentedTest", "testFixtures", "screenshotTests",
        "Preview Content",
    ]

    private static let testFolderBytes = testFolders.map { Array($0.utf8) }
    private static let testFileSuffixes = ["Tests.swift", "Test.swift", "Tests.kt", "Test.kt", "Spec.kt", "Spec.swift"]
        .map { Array($0.utf8) }
    private static let testsSuffix = Array("Tests".utf8)
    /// An Xcode playground (`Animations.playground`) is a folder of sketches beside the app's
    /// targets: no app target compiles it.
    private static let playgroundSuffix = Array(".playground".utf8)
    private static let debug = Array("debug".utf8)
    private static let src = Array("src".utf8)

    /// Whether a folder named `name`, inside the folder at `parentPath` (a normalized path),
    /// holds code that never ships. The parent's name is looked at only for a `debug` folder.
    static func isFolder(_ name: String, parentPath: String) -> Bool {
        var name = name
        let isDebug: Bool? = name.withByteView { bytes in
            if testFolderBytes.contains(where: { Self.equal(bytes, $0) }) { return nil }
            // Xcode test targets: `AppTests`, `AppUITests`.
            if bytes.count > testsSuffix.count, Self.endsWith(bytes, testsSuffix) { return nil }
            if bytes.count > playgroundSuffix.count, Self.endsWith(bytes, playgroundSuffix) { return nil }
            return Self.equal(bytes, debug)
        }
        guard let isDebug else { return true }
        // Gradle's debug-only source set: `src/debug`.
        return isDebug && isNamedSrc(parentPath)
    }

    /// Whether a file named `name` is a test by its name (`ProfileViewModelTests.swift`,
    /// `LoginScreenTest.kt`); a name that is the suffix alone is not.
    static func isFile(_ name: String) -> Bool {
        var name = name
        return name.withByteView { bytes in
            testFileSuffixes.contains { bytes.count > $0.count && Self.endsWith(bytes, $0) }
        }
    }

    /// Whether the last component of `path` is `src`.
    private static func isNamedSrc(_ path: String) -> Bool {
        var path = path
        return path.withByteView { bytes in
            guard endsWith(bytes, src) else { return false }
            return bytes.count == src.count || bytes[bytes.count - src.count - 1] == UInt8(ascii: "/")
        }
    }

    private static func equal(_ bytes: ByteView, _ other: [UInt8]) -> Bool {
        bytes.count == other.count && endsWith(bytes, other)
    }

    private static func endsWith(_ bytes: ByteView, _ suffix: [UInt8]) -> Bool {
        guard bytes.count >= suffix.count else { return false }
        let start = bytes.count - suffix.count
        for index in 0..<suffix.count where bytes[start + index] != suffix[index] { return false }
        return true
    }
}
