import A11yScanCore

/// The libFuzzer entry point. The first byte of an input chooses the component under test, the
/// rest is that component's input, so one target and one corpus cover the whole engine:
/// `0` Swift source, `1` Kotlin source, `2` a guideline page, `3` a rule file, `4` XML: an Android
/// layout file, read for the layout index and scanned as a source, and the same bytes scanned as
/// an Interface Builder file, whose tree the same builder makes (modulo 5).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let body = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    switch FuzzComponent(selector: data[0]) {
    case .swiftSource: SourceFuzzing.run(body, language: .swift)
    case .kotlinSource: SourceFuzzing.run(body, language: .kotlin)
    case .guidelinePage: GuidelinePageFuzzing.run(body)
    case .ruleFile: RuleFileFuzzing.run(body)
    case .layoutFile:
        LayoutFileFuzzing.run(body)
        SourceFuzzing.run(body, language: .layout)
        SourceFuzzing.run(body, language: .interfaceBuilder)
    }
    return 0
}

/// What one fuzz input exercises, from its first byte.
enum FuzzComponent: UInt8, CaseIterable {
    case swiftSource = 0, kotlinSource, guidelinePage, ruleFile, layoutFile

    init(selector: UInt8) {
        self = FuzzComponent(rawValue: selector % UInt8(FuzzComponent.allCases.count)) ?? .swiftSource
    }
}
