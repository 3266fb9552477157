// swift-tools-version:6.0
import Foundation
import PackageDescription

// The fuzz target lives in its own package so the main package stays free of sanitizer
// builds; it depends on the main package by path. A path dependency is known by the name of
// its folder, so that name is read here rather than assumed.
let mainPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "a11yscan-fuzz",
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "A11yScanFuzz",
            dependencies: [.product(name: "A11yScanCore", package: mainPackage.lastPathComponent)]
        ),
    ]
)
