import A11yScanFindings
import Foundation

/// The words guideline pages use for sections, platforms and frameworks, in every spelling the
/// team pages are known to use. Matching is case-insensitive and ignores a trailing colon.
enum GuidelinePageVocabulary {
    /// The section a `###` heading names, if it is one of ours. `Groupings` is `.group`.
    static func section(forHeading heading: String) -> Section? {
        sectionHeadings[normalized(heading)]
    }

    /// The platform a `##` heading switches to, if it is a platform heading.
    static func platform(forHeading heading: String) -> GuidelinePage.Platform? {
        switch normalized(heading) {
        case "ios": return .ios
        case "android": return .android
        case "general": return .general
        default: return nil
        }
    }

    /// The framework a bullet label such as `**Android View**` names.
    static func framework(forLabel label: String) -> Framework? {
        frameworkLabels[normalized(label)]
    }

    /// The section a front matter `screenreader` key fills.
    static func section(forScreenReaderKey key: String) -> Section? {
        sectionHeadings[normalized(key)]
    }

    static func normalized(_ text: String) -> String {
        var words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        while words.hasSuffix(":") { words.removeLast() }
        return words.trimmingCharacters(in: .whitespaces)
    }

    private static let sectionHeadings: [String: Section] = [
        "name": .name, "names": .name, "accessible name": .name, "programmatic name": .name, "label": .name,
        "role": .role, "roles": .role,
        "group": .group, "groups": .group, "grouping": .group, "groupings": .group,
        "state": .state, "states": .state,
        "focus": .focus, "focus management": .focus,
    ]

    private static let frameworkLabels: [String: Framework] = [
        "uikit": .uikit, "ui kit": .uikit,
        "swiftui": .swiftui, "swift ui": .swiftui,
        "android views": .views, "android view": .views, "views": .views, "android xml": .views,
        "jetpack compose": .compose, "android compose": .compose, "compose": .compose,
        "android jetpack compose": .compose,
    ]
}
