import A11yScanSyntax

/// The closed vocabularies a rule and a finding are described with. Rule files are validated
/// against these, so a typo in a rule is a load error rather than a silently new category.

/// How serious a finding is; ordered so `--fail-on` can compare.
public enum Severity: String, Codable, CaseIterable, Comparable, Sendable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// The UI framework a rule targets, as guideline pages name them.
public enum Framework: String, Codable, CaseIterable, Sendable {
    case swiftui, uikit, compose, views

    public var language: Language {
        switch self {
        case .swiftui, .uikit: return .swift
        case .compose, .views: return .kotlin
        }
    }

    /// The name guideline pages use in their framework bullets.
    public var displayName: String {
        switch self {
        case .swiftui: return "SwiftUI"
        case .uikit: return "UIKit"
        case .compose: return "Jetpack Compose"
        case .views: return "Android Views"
        }
    }

    public var platform: String { language == .swift ? "iOS" : "Android" }
}

/// The part of a guideline entry a finding breaks: what the screen reader must convey.
public enum Section: String, Codable, CaseIterable, Sendable {
    case name, role, group, state, focus
}

/// The anti-pattern families; every rule belongs to exactly one.
public enum Family: String, Codable, CaseIterable, Sendable {
    case iconNotHidden = "icon-not-hidden"
    case missingLabel = "missing-label"
    case clickableWithoutRole = "clickable-without-role"
    case disabledStateNotSet = "disabled-state-not-set"
    case stateNotExposed = "state-not-exposed"
    case grouping
    case focus
    /// Text that looks like a section title but is not announced as a heading.
    case heading
    /// A control smaller than the platform's minimum touch target.
    case touchTarget = "touch-target"
    /// Text that does not grow with the user's text size.
    case textScaling = "text-scaling"
    /// Content cut short to one line, so part of it is never shown or read.
    case truncation
    /// An action reachable only by a gesture a screen-reader user cannot make.
    case customActions = "custom-actions"
    /// A text field that does not say what it is for (e-mail, password, one-time code).
    case inputPurpose = "input-purpose"
}
