import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Lattice

/// `Rect(x:y:width:height:)`, short.
func r(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}


/// What an XML parse found: whether it succeeded, and the elements by name and class.
struct XMLSummary {
    var parsed = false
    var error: String?
    /// Element names in document order.
    var elements: [String] = []
    /// The number of elements per `class` attribute value.
    var classes: [String: Int] = [:]
    /// The text content of every `<text>` element.
    var texts: [String] = []

    init(_ text: String) {
        let delegate = SummaryDelegate()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        parsed = parser.parse()
        error = parser.parserError.map { "\($0)" }
        elements = delegate.elements
        classes = delegate.classes
        texts = delegate.texts
    }
}

private final class SummaryDelegate: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var classes: [String: Int] = [:]
    var texts: [String] = []
    private var inText = false
    private var current = ""

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elements.append(elementName)
        if let name = attributeDict["class"] { classes[name, default: 0] += 1 }
        if elementName == "text" {
            inText = true
            current = ""
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText { current += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        if elementName == "text" {
            texts.append(current)
            inText = false
        }
    }
}
