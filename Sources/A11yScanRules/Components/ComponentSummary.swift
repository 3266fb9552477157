import A11yScanSyntax

/// What the scanner understood of one of the app's own components (a composable, a SwiftUI
/// view, a function returning a view): which framework controls it renders, which of its
/// parameters reach them, and which rules its callers must satisfy through it.
public struct ComponentSummary: Sendable, Codable, Hashable {
    public var name: String
    public var language: Language
    /// `composable`, `view` (a SwiftUI struct), `function` (a function returning a view) or
    /// `class` (a UIKit or Android button class).
    public var kind: String
    public var path: String
    public var line: Int
    public var parameters: [ComponentParameter]
    /// Framework controls and other components it calls, by name, in order of first use.
    public var renders: [String]
    /// Rules a caller breaks when it leaves a parameter missing (null, empty or defaulted to
    /// nothing): the defect of the control inside, seen from the call.
    public var checks: [ComponentCheck]
    /// Calls to other components with what each argument is, so checks can be passed on
    /// through wrappers of wrappers.
    public var calls: [ComponentCall]
    /// How many times its body calls each function or view, by name (to count a component's
    /// calls across the app); a SwiftUI call that sets an accessibility label in its own chain
    /// counts again under `labelledUse(of:)`.
    public var uses: [String: Int]?

    /// The key of `uses` that counts the calls of `name` labelled at the call: a name with a `.`,
    /// which no called name has.
    public static func labelledUse(of name: String) -> String { name + ".accessibilityLabel" }
    /// What the component stands for as a whole (an image), when rules should count its calls
    /// as that kind of view.
    public var shape: ComponentShape?
    /// For a button class that extends another of the app's button classes and names itself
    /// nowhere: that class, whose unnamed image its instances show too.
    public var inherits: String?

    public init(name: String, language: Language, kind: String, path: String, line: Int, parameters: [ComponentParameter],
                renders: [String], checks: [ComponentCheck], calls: [ComponentCall], shape: ComponentShape? = nil) {
        self.name = name
        self.language = language
        self.kind = kind
        self.path = path
        self.line = line
        self.parameters = parameters
        self.renders = renders
        self.checks = checks
        self.calls = calls
        self.shape = shape
    }

    public func parameter(named name: String) -> ComponentParameter? { parameters.first { $0.name == name } }
}

public struct ComponentParameter: Sendable, Codable, Hashable {
    public var name: String
    /// What a caller writes before the value: the Swift argument label (`_` for none), or the
    /// Kotlin parameter name.
    public var label: String
    /// 0-based position among the parameters (for arguments passed without a label).
    public var position: Int
    /// The kind of the default value; nil when the caller must pass one.
    public var defaultKind: ValueKind?
    /// Where the parameter's value goes, as `Call.argument` or `Call.modifier` (`IconButton.onClick`,
    /// `Icon.contentDescription`, `Button.accessibilityLabel`).
    public var flows: [String]

    public var missingByDefault: Bool { defaultKind == .null || defaultKind == .emptyString }

    package init(name: String, label: String, position: Int, defaultKind: ValueKind? = nil, flows: [String]) {
        self.name = name
        self.label = label
        self.position = position
        self.defaultKind = defaultKind
        self.flows = flows
    }
}

public struct ComponentCheck: Sendable, Codable, Hashable {
    public var rule: String
    /// The parameter whose absence (null or empty) makes the control inside defective; nil when
    /// the control the component renders as its root has no name whatever a caller passes, so
    /// each call must name it itself (`.accessibilityLabel` on the call).
    public var parameter: String?
    /// The control the finding is about, and where it is (in the component, or in the
    /// component it reaches through `via`).
    public var control: String
    public var controlPath: String
    public var controlLine: Int
    /// The chain of components from this one to the control (empty when it is rendered here).
    public var via: [String]
    /// For a root control without a name (no `parameter`): true when no parameter reaches what
    /// it shows, so every call shows the same control and one name in the component fixes them
    /// all. Such a check is reported once, in the component, not at each call.
    public var fixedInComponent: Bool?
    /// For a root control given its caller's modifier (`modifier = modifier`), which rules leave
    /// to the component's calls: true, and each call is checked as the control would be if it
    /// were written there (the rule's conditions and exceptions asked at the call).
    public var standsForControl: Bool?
    /// For a button class that sets its own image and never a name: true, and each place that
    /// builds one is checked, with what the code does to the variable it keeps it in.
    public var instances: Bool?

    package init(rule: String, parameter: String? = nil, control: String, controlPath: String, controlLine: Int, via: [String],
                 fixedInComponent: Bool? = nil, standsForControl: Bool? = nil, instances: Bool? = nil) {
        self.rule = rule
        self.parameter = parameter
        self.control = control
        self.controlPath = controlPath
        self.controlLine = controlLine
        self.via = via
        self.fixedInComponent = fixedInComponent
        self.standsForControl = standsForControl
        self.instances = instances
    }
}

public struct ComponentCall: Sendable, Codable, Hashable {
    public var callee: String
    public var line: Int
    public var arguments: [ComponentArgument]
    /// True when the call is the component's root view, given the component's own modifier
    /// and neither named nor hidden here: a control the callee's calls are checked as, this
    /// component's calls are checked as too.
    public var givenCallerModifier: Bool?

    package init(callee: String, line: Int, arguments: [ComponentArgument], givenCallerModifier: Bool? = nil) {
        self.callee = callee
        self.line = line
        self.arguments = arguments
        self.givenCallerModifier = givenCallerModifier
    }
}

public struct ComponentArgument: Sendable, Codable, Hashable {
    public var label: String?
    public var position: Int
    public var kind: ValueKind
    /// The caller's own parameter passed on, when the value is one.
    public var forwards: String?

    package init(label: String? = nil, position: Int, kind: ValueKind, forwards: String? = nil) {
        self.label = label
        self.position = position
        self.kind = kind
        self.forwards = forwards
    }
}

extension ValueKind: Codable {
    /// The word rule files use for the kind (`null`, `empty-string`, …).
    public var word: String {
        switch self {
        case .string: "string"
        case .emptyString: "empty-string"
        case .null: "null"
        case .true: "true"
        case .false: "false"
        case .number: "number"
        case .member: "member"
        case .reference: "reference"
        case .closure: "closure"
        case .call: "call"
        case .other: "other"
        }
    }

    public init(from decoder: Decoder) throws {
        let word = try decoder.singleValueContainer().decode(String.self)
        guard let kind = ValueKind.allCases.first(where: { $0.word == word }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown value kind \(word)"))
        }
        self = kind
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(word)
    }
}
