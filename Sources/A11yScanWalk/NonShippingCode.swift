/// Code that never reaches users: test targets and source sets, Android's debug source set,
/// Xcode's preview assets. A scan skips it unless asked for all code (`--all-code`), since a
/// finding there is one no screen-reader user meets. Known by folder and file names, the
/// conventions Xcode and Gradle projects use.
enum NonShippingCode {
    /// Folder names that hold only tests (Gradle source sets, Xcode test targets).
    static let testFolders: Set<String> = [
        "Tests", "UITests", "Test", "test", "tests", "androidTest", "testDebug", "testRelease", "commonTest", "jvmTest",
        "iosTest", "jsTest", "androidUnitTest", "androidInstrumentedTest", "testFixtures", "screenshotTests",
        "Preview Content",
    ]

    /// Whether a folder named `name`, inside a folder named `parent`, holds code that never ships.
    static func isFolder(_ name: String, parent: String) -> Bool {
        if testFolders.contains(name) { return true }
        // Xcode test targets: `AppTests`, `AppUITests`.
        if name.hasSuffix("Tests"), name.count > 5 { return true }
        // Gradle's debug-only source set: `src/debug`.
        return name == "debug" && parent == "src"
    }

    /// Whether a file named `name` is a test by its name (`ProfileViewModelTests.swift`,
    /// `LoginScreenTest.kt`).
    static func isFile(_ name: String) -> Bool {
        for suffix in ["Tests.swift", "Test.swift", "Tests.kt", "Test.kt", "Spec.kt", "Spec.swift"] where name.hasSuffix(suffix) {
            return name.count > suffix.count
        }
        return false
    }
}
