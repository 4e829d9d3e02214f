import Foundation

/// Size-class variations as Xcode writes them: `<variation key="heightClass=compact-widthClass=regular">`
/// children of a view or constraint hold attributes and keyed elements (a font, a color, a
/// frame) that replace the base ones for those traits, and `<mask key="subviews">` /
/// `<mask key="constraints">` lists that `<exclude>` or `<include>` subviews and constraints.
/// `key="default"` is the any-width, any-height base. Matching variations apply from the least
/// specific to the most specific, so `heightClass=compact-widthClass=regular` wins over
/// `widthClass=regular`. Resolved once, for the traits the document is loaded in.
package struct IBVariationResolver {
    /// The size classes the document is resolved for.
    package var horizontal: UIUserInterfaceSizeClass
    package var vertical: UIUserInterfaceSizeClass

    package init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The size classes of the main screen (a window filling it), unless `override` is set.
    @MainActor package static func current() -> IBVariationResolver {
        if let override { return override }
        let traits = UITraitCollection.environment(displayScale: UIScreen.main.scale, windowWidth: UIScreen.main.bounds.width)
        return IBVariationResolver(horizontal: traits.horizontalSizeClass, vertical: traits.verticalSizeClass == .unspecified ? .regular : traits.verticalSizeClass)
    }

    /// Size classes every document is resolved for (the `openuikit` tool's `--size`), nil: the screen's.
    @MainActor package static var override: IBVariationResolver?

    /// The specificity of a variation key when it matches these traits (0 for `default`),
    /// nil when it does not match or names a trait this loader does not know.
    package func specificity(_ key: String) -> Int? {
        if key == "default" { return 0 }
        var count = 0
        for component in key.split(separator: "-") {
            let parts = component.split(separator: "=")
            guard parts.count == 2 else { return nil }
            let wanted: UIUserInterfaceSizeClass
            switch parts[1] {
            case "compact": wanted = .compact
            case "regular": wanted = .regular
            default: return nil
            }
            switch parts[0] {
            case "widthClass": guard horizontal == wanted else { return nil }
            case "heightClass": guard vertical == wanted else { return nil }
            default: return nil
            }
            count += 1
        }
        return count
    }

    /// The element's variations that match, least specific first.
    func matching(_ element: IBElement) -> [IBElement] {
        var found: [(Int, Int, IBElement)] = []
        for (index, child) in element.children.enumerated() where child.name == "variation" {
            if let key = child["key"], let rank = specificity(key) { found.append((rank, index, child)) }
        }
        return found.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
    }

    /// `element` with the matching variations' attributes and keyed elements in place of the
    /// base ones (the same element when it has no variation).
    package func resolve(_ element: IBElement) -> IBElement {
        guard element.children.contains(where: { $0.name == "variation" }) else { return element }
        var attributes = element.attributes
        var children = element.children.filter { $0.name != "variation" }
        for variation in matching(element) {
            for (key, value) in variation.attributes where key != "key" { attributes[key] = value }
            for replacement in variation.children where replacement.name != "mask" {
                let key = replacement["key"]
                if let index = children.firstIndex(where: { key != nil ? $0["key"] == key : $0.name == replacement.name }) {
                    children[index] = replacement
                } else {
                    children.append(replacement)
                }
            }
        }
        let resolved = IBElement(name: element.name, attributes: attributes, line: element.line)
        resolved.children = children
        resolved.text = element.text
        resolved.excludedByMask = excluded(element)
        return resolved
    }

    /// The ids the matching variations' masks leave out (subviews and constraints alike:
    /// ids are unique in a document).
    func excluded(_ element: IBElement) -> Set<String> {
        var result: Set<String> = []
        for variation in matching(element) {
            for mask in variation.children where mask.name == "mask" {
                for item in mask.children {
                    guard let id = item["reference"] else { continue }
                    if item.name == "exclude" { result.insert(id) } else if item.name == "include" { result.remove(id) }
                }
            }
        }
        return result
    }
}
