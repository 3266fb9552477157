import A11yScanCore

/// Decoders for the parts of a batch document that are spelled as in the single-scan `json`
/// format: findings, their guideline quotes, file problems and rules. They read the names from
/// `JSONFormatKeys`, the same enums the writers use.
struct BatchFindingRecord: Decodable {
    let finding: Finding

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONFormatKeys.Finding.self)
        finding = Finding(
            ruleID: try container.decode(String.self, forKey: .ruleId),
            family: try container.decode(Family.self, forKey: .family),
            severity: try container.decode(Severity.self, forKey: .severity),
            path: try container.decode(String.self, forKey: .path),
            line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column),
            endLine: try container.decode(Int.self, forKey: .endLine),
            endColumn: try container.decode(Int.self, forKey: .endColumn),
            message: try container.decode(String.self, forKey: .message),
            fix: try container.decode(String.self, forKey: .fix),
            entry: try container.decode(String.self, forKey: .entry),
            section: try container.decode(Section.self, forKey: .section),
            framework: try container.decode(Framework.self, forKey: .framework),
            snippet: try container.decode(String.self, forKey: .snippet),
            fingerprint: try container.decode(String.self, forKey: .fingerprint),
            guidance: try container.decodeIfPresent(BatchGuidanceRecord.self, forKey: .guidance)?.quote)
    }
}

struct BatchGuidanceRecord: Decodable {
    let quote: GuidelineQuote

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONFormatKeys.Guidance.self)
        quote = GuidelineQuote(
            title: try container.decode(String.self, forKey: .title),
            expectation: try container.decodeIfPresent(String.self, forKey: .expectation),
            advice: try container.decode([String].self, forKey: .advice),
            url: try container.decodeIfPresent(String.self, forKey: .url))
    }
}

struct BatchProblemRecord: Decodable {
    let problem: FileProblem

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONFormatKeys.Problem.self)
        problem = FileProblem(
            path: try container.decode(String.self, forKey: .path),
            kind: try container.decode(FileProblem.Kind.self, forKey: .kind),
            message: try container.decode(String.self, forKey: .message),
            line: try container.decodeIfPresent(Int.self, forKey: .line))
    }
}

struct BatchRuleRecord: Decodable {
    let rule: RuleDescriptor

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONFormatKeys.Rule.self)
        rule = RuleDescriptor(
            id: try container.decode(String.self, forKey: .id),
            family: try container.decode(Family.self, forKey: .family),
            severity: try container.decode(Severity.self, forKey: .severity),
            language: try container.decode(Language.self, forKey: .language),
            framework: try container.decode(Framework.self, forKey: .framework),
            entry: try container.decode(String.self, forKey: .entry),
            section: try container.decode(Section.self, forKey: .section),
            message: try container.decode(String.self, forKey: .message),
            fix: try container.decode(String.self, forKey: .fix),
            helpURL: try container.decodeIfPresent(String.self, forKey: .helpUrl))
    }
}
