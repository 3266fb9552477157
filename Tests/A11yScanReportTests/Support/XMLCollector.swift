import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses an XML document with Foundation's parser and keeps every element's name,
/// attributes and text, so tests can check well-formedness and what a reader gets back.
final class XMLCollector: NSObject, XMLParserDelegate {
    struct Element {
        let name: String
        let attributes: [String: String]
        var text: String
        /// Index of the enclosing element in `elements`; nil for the root.
        let parent: Int?
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []
    private(set) var parseError: (any Error)?

    /// Parses `bytes`; returns nil with `parseError` set when the document is not well-formed.
    static func parse(_ bytes: [UInt8]) -> XMLCollector {
        let collector = XMLCollector()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = collector
        if !parser.parse() {
            collector.parseError = parser.parserError ?? collector.parseError
                ?? NSError(domain: "XMLCollector", code: 1)
        }
        return collector
    }

    func elements(named name: String) -> [Element] {
        elements.filter { $0.name == name }
    }

    /// The elements directly inside the element at `index`.
    func children(of index: Int) -> [Element] {
        elements.filter { $0.parent == index }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let parent = open.last
        open.append(elements.count)
        elements.append(Element(name: elementName, attributes: attributeDict, text: "", parent: parent))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = open.last { elements[index].text += string }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        self.parseError = parseError
    }
}
