import A11yScanFindings

/// Entries are written out by `entries --format json` and may be read back from a cache, so
/// their dictionaries are coded with the section and framework names as keys rather than as
/// alternating arrays, and unknown names fail with the path of the bad key.
extension GuidelineEntry: Codable {
    private enum CodingKeys: String, CodingKey {
        case slug, title, summary, expectations, advice, source, url
    }

    private enum SourceKeys: String, CodingKey {
        case kind, path
    }

    private static let builtInKind = "built-in"
    private static let pageKind = "page"
    private static let entryFileKind = "entry-file"

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        slug = try container.decode(String.self, forKey: .slug)
        title = try container.decode(String.self, forKey: .title)
        summary = try container.decodeIfPresent(String.self, forKey: .summary) ?? ""
        url = try container.decodeIfPresent(String.self, forKey: .url)

        let rawExpectations = try container.decodeIfPresent([String: String].self, forKey: .expectations) ?? [:]
        expectations = try Self.keyedBySection(rawExpectations, codingPath: container.codingPath + [CodingKeys.expectations])

        let rawAdvice = try container.decodeIfPresent([String: [String: [String]]].self, forKey: .advice) ?? [:]
        let adviceBySection = try Self.keyedBySection(rawAdvice, codingPath: container.codingPath + [CodingKeys.advice])
        var decodedAdvice: [Section: [Framework: [String]]] = [:]
        for (section, cells) in adviceBySection {
            var byFramework: [Framework: [String]] = [:]
            for (name, hints) in cells {
                guard let framework = Framework(rawValue: name) else {
                    throw DecodingError.dataCorrupted(DecodingError.Context(
                        codingPath: container.codingPath + [CodingKeys.advice],
                        debugDescription: "unknown framework '\(name)' under section '\(section.rawValue)'; "
                            + "expected one of \(Framework.allCases.map(\.rawValue).joined(separator: ", "))"
                    ))
                }
                byFramework[framework] = hints
            }
            decodedAdvice[section] = byFramework
        }
        advice = decodedAdvice

        if container.contains(.source) {
            let sourceContainer = try container.nestedContainer(keyedBy: SourceKeys.self, forKey: .source)
            let kind = try sourceContainer.decode(String.self, forKey: .kind)
            switch kind {
            case Self.builtInKind:
                source = .builtIn
            case Self.pageKind:
                source = .page(try sourceContainer.decode(String.self, forKey: .path))
            case Self.entryFileKind:
                source = .entryFile(try sourceContainer.decode(String.self, forKey: .path))
            default:
                throw DecodingError.dataCorruptedError(
                    forKey: .kind, in: sourceContainer,
                    debugDescription: "unknown source kind '\(kind)'; expected '\(Self.builtInKind)', "
                        + "'\(Self.pageKind)' or '\(Self.entryFileKind)'"
                )
            }
        } else {
            source = .builtIn
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(slug, forKey: .slug)
        try container.encode(title, forKey: .title)
        try container.encode(summary, forKey: .summary)
        var rawExpectations: [String: String] = [:]
        for (section, text) in expectations { rawExpectations[section.rawValue] = text }
        try container.encode(rawExpectations, forKey: .expectations)
        var rawAdvice: [String: [String: [String]]] = [:]
        for (section, cells) in advice {
            var byFramework: [String: [String]] = [:]
            for (framework, hints) in cells { byFramework[framework.rawValue] = hints }
            rawAdvice[section.rawValue] = byFramework
        }
        try container.encode(rawAdvice, forKey: .advice)
        var sourceContainer = container.nestedContainer(keyedBy: SourceKeys.self, forKey: .source)
        switch source {
        case .builtIn:
            try sourceContainer.encode(Self.builtInKind, forKey: .kind)
        case .page(let path):
            try sourceContainer.encode(Self.pageKind, forKey: .kind)
            try sourceContainer.encode(path, forKey: .path)
        case .entryFile(let path):
            try sourceContainer.encode(Self.entryFileKind, forKey: .kind)
            try sourceContainer.encode(path, forKey: .path)
        }
        try container.encodeIfPresent(url, forKey: .url)
    }

    private static func keyedBySection<Value>(
        _ raw: [String: Value], codingPath: [any CodingKey]
    ) throws -> [Section: Value] {
        var result: [Section: Value] = [:]
        for (name, value) in raw {
            guard let section = Section(rawValue: name) else {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "unknown section '\(name)'; expected one of "
                        + Section.allCases.map(\.rawValue).joined(separator: ", ")
                ))
            }
            result[section] = value
        }
        return result
    }
}
