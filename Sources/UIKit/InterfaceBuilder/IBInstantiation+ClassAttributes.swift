import CoreGraphics
import Foundation

/// The attributes of the standard view and control elements, each applied to the view when
/// it is (a subclass of) the element's class.
extension IBInstantiation {
    static let alignments: [String: NSTextAlignment] = ["left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural]
    static let lineBreaks: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
    ]
    static let buttonTypes: [String: UIButton.ButtonType] = [
        "custom": .custom, "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
        "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
    ]
    static let controlStates: [String: UIControl.State] = ["normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled]
    static let horizontalAlignments: [String: UIControl.ContentHorizontalAlignment] = [
        "center": .center, "left": .left, "right": .right, "fill": .fill, "leading": .leading, "trailing": .trailing,
    ]
    static let verticalAlignments: [String: UIControl.ContentVerticalAlignment] = ["center": .center, "top": .top, "bottom": .bottom, "fill": .fill]
    static let stackAlignments: [String: UIStackView.Alignment] = [
        "fill": .fill, "leading": .leading, "top": .leading, "firstBaseline": .firstBaseline, "center": .center,
        "trailing": .trailing, "bottom": .trailing, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
    ]
    static let distributions: [String: UIStackView.Distribution] = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]
    static let axes: [String: NSLayoutConstraint.Axis] = ["horizontal": .horizontal, "vertical": .vertical]
    static let datePickerModes: [String: UIDatePicker.Mode] = ["time": .time, "date": .date, "dateAndTime": .dateAndTime, "countDownTimer": .countDownTimer]
    static let datePickerStyles: [String: UIDatePickerStyle] = ["automatic": .automatic, "wheels": .wheels, "compact": .compact, "inline": .inline]
    static let borderStyles: [String: UITextField.BorderStyle] = ["none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect]
    static let viewModes: [String: UITextField.ViewMode] = ["never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always]
    static let selectionStyles: [String: UITableViewCell.SelectionStyle] = ["none": .none, "blue": .blue, "gray": .gray, "default": .default]
    static let accessoryTypes: [String: UITableViewCell.AccessoryType] = [
        "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailButton,
    ]
    static let separatorStyles: [String: UITableView.SeparatorStyle] = ["none": .none, "default": .singleLine, "singleLine": .singleLine, "singleLineEtched": .singleLineEtched]
    static let tableStyles: [String: UITableView.Style] = ["plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped]
    static let keyboardTypes: [String: UIKeyboardType] = [
        "default": .default, "alphabet": .asciiCapable, "ASCIICapable": .asciiCapable, "numbersAndPunctuation": .numbersAndPunctuation,
        "URL": .URL, "numberPad": .numberPad, "phonePad": .phonePad, "namePhonePad": .namePhonePad, "emailAddress": .emailAddress,
        "decimalPad": .decimalPad, "twitter": .twitter, "webSearch": .webSearch, "ASCIICapableNumberPad": .asciiCapableNumberPad,
    ]
    static let returnKeys: [String: UIReturnKeyType] = [
        "default": .default, "go": .go, "google": .google, "join": .join, "next": .next, "route": .route,
        "search": .search, "send": .send, "yahoo": .yahoo, "done": .done, "emergencyCall": .emergencyCall, "continue": .continue,
    ]
    static let capitalizations: [String: UITextAutocapitalizationType] = ["none": .none, "words": .words, "sentences": .sentences, "allCharacters": .allCharacters]

    /// Text from a `text` attribute or a `<string key="text">` child (multi-line text).
    func text(_ element: IBElement, key: String = "text") -> String? {
        element[key] ?? element.child("string", key: key)?.text
    }

    /// Applies what the element says about its class's own properties.
    func applyClassAttributes(_ element: IBElement, to view: UIView) throws(InterfaceBuilderError) {
        switch view {
        case let label as UILabel: try applyLabel(element, label)
        case let button as UIButton: try applyButton(element, button)
        case let imageView as UIImageView:
            if let name = element["image"] ?? element.child("imageReference", key: "image")?["image"] { imageView.image = values.image(named: name, in: element) }
            if let name = element["highlightedImage"] { imageView.highlightedImage = values.image(named: name, in: element) }
        case let field as UITextField: try applyTextField(element, field)
        case let textView as UITextView:
            if let text = text(element) { textView.text = text }
            if let editable = element.bool("editable") { textView.isEditable = editable }
            if let selectable = element.bool("selectable") { textView.isSelectable = selectable }
            if let alignment = try values.keyword(element, "textAlignment", Self.alignments) { textView.textAlignment = alignment }
            if let font = element.child("fontDescription", key: "fontDescription") { textView.font = try values.font(font) }
            if let color = element.child("color", key: "textColor") { textView.textColor = try values.color(color) }
            if let text = element.child("attributedString", key: "attributedText") { textView.attributedText = try values.attributedString(text) }
        case let toggle as UISwitch:
            if let on = element.bool("on") { toggle.isOn = on }
            if let color = element.child("color", key: "onTintColor") { toggle.onTintColor = try values.color(color) }
            if let color = element.child("color", key: "thumbTintColor") { toggle.thumbTintColor = try values.color(color) }
            try applyControl(element, toggle)
        case let slider as UISlider:
            if let minimum = try values.number(element, "minValue") { slider.minimumValue = Float(minimum) }
            if let maximum = try values.number(element, "maxValue") { slider.maximumValue = Float(maximum) }
            if let value = try values.number(element, "value") { slider.value = Float(value) }
            if let continuous = element.bool("continuous") { slider.isContinuous = continuous }
            if let color = element.child("color", key: "minimumTrackTintColor") { slider.minimumTrackTintColor = try values.color(color) }
            if let color = element.child("color", key: "maximumTrackTintColor") { slider.maximumTrackTintColor = try values.color(color) }
            if let color = element.child("color", key: "thumbTintColor") { slider.thumbTintColor = try values.color(color) }
            try applyControl(element, slider)
        case let stepper as UIStepper:
            if let minimum = try values.number(element, "minimumValue") { stepper.minimumValue = Double(minimum) }
            if let maximum = try values.number(element, "maximumValue") { stepper.maximumValue = Double(maximum) }
            if let step = try values.number(element, "stepValue") { stepper.stepValue = Double(step) }
            if let value = try values.number(element, "value") { stepper.value = Double(value) }
            try applyControl(element, stepper)
        case let segmented as UISegmentedControl:
            for (index, segment) in element.children(of: "segments").enumerated() {
                if let image = segment["image"] {
                    segmented.insertSegment(with: values.image(named: image, in: segment), at: index, animated: false)
                } else {
                    segmented.insertSegment(withTitle: segment["title"] ?? "", at: index, animated: false)
                }
            }
            if let selected = try values.integer(element, "selectedSegmentIndex") { segmented.selectedSegmentIndex = selected }
            try applyControl(element, segmented)
        case let pageControl as UIPageControl:
            if let pages = try values.integer(element, "numberOfPages") { pageControl.numberOfPages = pages }
            if let page = try values.integer(element, "currentPage") { pageControl.currentPage = page }
            try applyControl(element, pageControl)
        case let datePicker as UIDatePicker:
            if let mode = try values.keyword(element, "datePickerMode", Self.datePickerModes) { datePicker.datePickerMode = mode }
            if let interval = try values.integer(element, "minuteInterval") { datePicker.minuteInterval = interval }
            if let style = try values.keyword(element, "style", Self.datePickerStyles) { datePicker.preferredDatePickerStyle = style }
            try applyControl(element, datePicker)
        case let control as UIControl:
            try applyControl(element, control)
        case let progress as UIProgressView:
            if let value = try values.number(element, "progress") { progress.progress = Float(value) }
        case let stack as UIStackView:
            if let axis = try values.keyword(element, "axis", Self.axes) { stack.axis = axis }
            if let alignment = try values.keyword(element, "alignment", Self.stackAlignments) { stack.alignment = alignment }
            if let distribution = try values.keyword(element, "distribution", Self.distributions) { stack.distribution = distribution }
            if let spacing = try values.number(element, "spacing") { stack.spacing = spacing }
            if let baseline = element.bool("baselineRelativeArrangement") { stack.isBaselineRelativeArrangement = baseline }
            if let margins = element.bool("layoutMarginsRelativeArrangement") { stack.isLayoutMarginsRelativeArrangement = margins }
        case let scroll as UIScrollView: try applyScrollView(element, scroll)
        case let cell as UITableViewCell:
            if let identifier = element["reuseIdentifier"] { cell.reuseIdentifier = identifier }
            if let style = try values.keyword(element, "selectionStyle", Self.selectionStyles) { cell.selectionStyle = style }
            if let accessory = try values.keyword(element, "accessoryType", Self.accessoryTypes) { cell.accessoryType = accessory }
            if let level = try values.integer(element, "indentationLevel") { cell.indentationLevel = level }
            if let width = try values.number(element, "indentationWidth") { cell.indentationWidth = width }
        case let reusable as UICollectionReusableView:
            if let identifier = element["reuseIdentifier"] { reusable.reuseIdentifier = identifier }
            if let cell = reusable as? UICollectionViewCell {
                if let selected = element.bool("selected") { cell.isSelected = selected }
                if let highlighted = element.bool("highlighted") { cell.isHighlighted = highlighted }
            }
        case let indicator as UIActivityIndicatorView:
            if let hides = element.bool("hidesWhenStopped") { indicator.hidesWhenStopped = hides }
            if element.bool("animating") == true { indicator.startAnimating() }
            if let color = element.child("color", key: "color") { indicator.color = try values.color(color) }
        default:
            break
        }
    }

    func applyLabel(_ element: IBElement, _ label: UILabel) throws(InterfaceBuilderError) {
        if let text = text(element) { label.text = text }
        if let alignment = try values.keyword(element, "textAlignment", Self.alignments) { label.textAlignment = alignment }
        if let lineBreak = try values.keyword(element, "lineBreakMode", Self.lineBreaks) { label.lineBreakMode = lineBreak }
        if let lines = try values.integer(element, "numberOfLines") { label.numberOfLines = lines }
        if let enabled = element.bool("enabled") { label.isEnabled = enabled }
        if let highlighted = element.bool("highlighted") { label.isHighlighted = highlighted }
        if let fits = element.bool("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = fits }
        if let scale = try values.number(element, "minimumScaleFactor") { label.minimumScaleFactor = scale }
        if let width = try values.number(element, "preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = width }
        if let font = element.child("fontDescription", key: "fontDescription") { label.font = try values.font(font) }
        if let color = element.child("color", key: "textColor") { label.textColor = try values.color(color) }
        if let color = element.child("color", key: "highlightedColor") { label.highlightedTextColor = try values.color(color) }
        if let color = element.child("color", key: "shadowColor") { label.shadowColor = try values.color(color) }
        if let offset = element.child("size", key: "shadowOffset") { label.shadowOffset = try values.size(offset) }
        if let text = element.child("attributedString", key: "attributedText") { label.attributedText = try values.attributedString(text) }
    }

    func applyControl(_ element: IBElement, _ control: UIControl) throws(InterfaceBuilderError) {
        if let enabled = element.bool("enabled") { control.isEnabled = enabled }
        if let selected = element.bool("selected") { control.isSelected = selected }
        if let highlighted = element.bool("highlighted") { control.isHighlighted = highlighted }
        if let alignment = try values.keyword(element, "contentHorizontalAlignment", Self.horizontalAlignments) { control.contentHorizontalAlignment = alignment }
        if let alignment = try values.keyword(element, "contentVerticalAlignment", Self.verticalAlignments) { control.contentVerticalAlignment = alignment }
    }

    /// A button: its type, the font, per-state titles, attributed titles, title colors and images
    /// (`<state key="normal" title= image=><color key="titleColor"/><attributedString key="attributedTitle">…</state>`), or the
    /// title of a `<buttonConfiguration>`.
    func applyButton(_ element: IBElement, _ button: UIButton) throws(InterfaceBuilderError) {
        if let type = try values.keyword(element, "buttonType", Self.buttonTypes) { button.buttonType = type }
        try applyControl(element, button)
        if let font = element.child("fontDescription", key: "fontDescription") { button.titleLabel?.font = try values.font(font) }
        if let lineBreak = try values.keyword(element, "lineBreakMode", Self.lineBreaks) { button.titleLabel?.lineBreakMode = lineBreak }
        for state in element.children where state.name == "state" {
            guard let stateValue = try values.keyword(state, "key", Self.controlStates) else { continue }
            if let title = state["title"] { button.setTitle(title, for: stateValue) }
            if let image = state["image"] ?? state.child("imageReference", key: "image")?["image"] { button.setImage(values.image(named: image, in: state), for: stateValue) }
            if let color = state.child("color", key: "titleColor") { button.setTitleColor(try values.color(color), for: stateValue) }
            if let title = state.child("attributedString", key: "attributedTitle") { button.setAttributedTitle(try values.attributedString(title), for: stateValue) }
        }
        if let configuration = element.child("buttonConfiguration", key: "configuration"), let title = configuration["title"] {
            button.setTitle(title, for: .normal)
        }
    }

    func applyTextField(_ element: IBElement, _ field: UITextField) throws(InterfaceBuilderError) {
        if let text = text(element) { field.text = text }
        if let placeholder = element["placeholder"] { field.placeholder = placeholder }
        if let style = try values.keyword(element, "borderStyle", Self.borderStyles) { field.borderStyle = style }
        if let alignment = try values.keyword(element, "textAlignment", Self.alignments) { field.textAlignment = alignment }
        if let mode = try values.keyword(element, "clearButtonMode", Self.viewModes) { field.clearButtonMode = mode }
        if let clears = element.bool("clearsOnBeginEditing") { field.clearsOnBeginEditing = clears }
        if let fits = element.bool("adjustsFontSizeToFit") { field.adjustsFontSizeToFitWidth = fits }
        if let size = try values.number(element, "minimumFontSize") { field.minimumFontSize = size }
        if let font = element.child("fontDescription", key: "fontDescription") { field.font = try values.font(font) }
        if let color = element.child("color", key: "textColor") { field.textColor = try values.color(color) }
        if let text = element.child("attributedString", key: "attributedText") { field.attributedText = try values.attributedString(text) }
        if let placeholder = element.child("attributedString", key: "attributedPlaceholder") { field.attributedPlaceholder = try values.attributedString(placeholder) }
        if let traits = element.child("textInputTraits", key: "textInputTraits") {
            if let type = try values.keyword(traits, "keyboardType", Self.keyboardTypes) { field.keyboardType = type }
            if let key = try values.keyword(traits, "returnKeyType", Self.returnKeys) { field.returnKeyType = key }
            if let capitalization = try values.keyword(traits, "autocapitalizationType", Self.capitalizations) { field.autocapitalizationType = capitalization }
            if let secure = traits.bool("secureTextEntry") { field.isSecureTextEntry = secure }
        }
        try applyControl(element, field)
    }

    func applyScrollView(_ element: IBElement, _ scroll: UIScrollView) throws(InterfaceBuilderError) {
        if let shows = element.bool("showsHorizontalScrollIndicator") { scroll.showsHorizontalScrollIndicator = shows }
        if let shows = element.bool("showsVerticalScrollIndicator") { scroll.showsVerticalScrollIndicator = shows }
        if let bounces = element.bool("bounces") { scroll.bounces = bounces }
        if let bounces = element.bool("alwaysBounceVertical") { scroll.alwaysBounceVertical = bounces }
        if let bounces = element.bool("alwaysBounceHorizontal") { scroll.alwaysBounceHorizontal = bounces }
        if let paging = element.bool("pagingEnabled") { scroll.isPagingEnabled = paging }
        if let enabled = element.bool("scrollEnabled") { scroll.isScrollEnabled = enabled }
        if let lock = element.bool("directionalLockEnabled") { scroll.isDirectionalLockEnabled = lock }
        if let scale = try values.number(element, "minimumZoomScale") { scroll.minimumZoomScale = scale }
        if let scale = try values.number(element, "maximumZoomScale") { scroll.maximumZoomScale = scale }
        if let size = element.child("size", key: "contentSize") { scroll.contentSize = try values.size(size) }
        if let collection = scroll as? UICollectionView {
            if let allows = element.bool("allowsSelection") { collection.allowsSelection = allows }
            if let allows = element.bool("allowsMultipleSelection") { collection.allowsMultipleSelection = allows }
            if let prefetching = element.bool("prefetchingEnabled") { collection.isPrefetchingEnabled = prefetching }
            return
        }
        guard let table = scroll as? UITableView else { return }
        if let style = try values.keyword(element, "separatorStyle", Self.separatorStyles) { table.separatorStyle = style }
        if let height = try values.number(element, "rowHeight") { table.rowHeight = height }
        if let height = try values.number(element, "estimatedRowHeight") { table.estimatedRowHeight = height }
        if let height = try values.number(element, "sectionHeaderHeight") { table.sectionHeaderHeight = height }
        if let height = try values.number(element, "sectionFooterHeight") { table.sectionFooterHeight = height }
        if let allows = element.bool("allowsSelection") { table.allowsSelection = allows }
        if let allows = element.bool("allowsMultipleSelection") { table.allowsMultipleSelection = allows }
        if let color = element.child("color", key: "separatorColor") { table.separatorColor = try values.color(color) }
    }
}
