import Foundation
import Testing
@testable import UIKit

@MainActor @Suite struct TableViewCellTests {
    /// A cell in a window, laid out by the run loop.
    func shown(_ cell: UITableViewCell, width: CGFloat = 320, height: CGFloat = 44) -> UIWindow {
        let window = makeWindow(CGSize(width: width, height: 200))
        cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
        window.addSubview(cell)
        UIApplication.shared.runUntilIdle()
        return window
    }

    @Test func enumRawValuesMatchUIKit() {
        // UIKit's Objective-C enums: UITableViewCellStyle, UITableViewCellSelectionStyle,
        // UITableViewCellAccessoryType, UITableViewCellEditingStyle.
        #expect(UITableViewCell.CellStyle.subtitle.rawValue == 3)
        #expect(UITableViewCell.SelectionStyle.default.rawValue == 3)
        #expect(UITableViewCell.AccessoryType.detailButton.rawValue == 4)
        #expect(UITableViewCell.EditingStyle.insert.rawValue == 2)
    }

    @Test func indexPathRowAndSection() {
        var ip = IndexPath(row: 3, section: 2)
        #expect(ip.row == 3 && ip.section == 2 && ip.item == 3 && Array(ip) == [2, 3])
        ip.row = 7
        #expect(ip == IndexPath(item: 7, section: 2))
    }

    @Test func classicStylesHaveTheirLabels() {
        let d = UITableViewCell(style: .default, reuseIdentifier: "a")
        #expect(d.textLabel != nil && d.detailTextLabel == nil && d.reuseIdentifier == "a")
        for style in [UITableViewCell.CellStyle.value1, .value2, .subtitle] {
            #expect(UITableViewCell(style: style, reuseIdentifier: nil).detailTextLabel != nil)
        }
        // Defaults from Apple's documentation: selectionStyle .default, accessory .none,
        // indentationWidth 10, separator inset 16 (the list layout margin).
        #expect(d.selectionStyle == .default && d.accessoryType == .none && d.indentationWidth == 10)
        #expect(d.separatorInset.left == 16)
    }

    @Test func defaultStyleCentersTextAtTheMargin() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Hello"
        let window = shown(cell)
        defer { finish(window) }
        let label = cell.textLabel!
        #expect(label.frame.minX == 16)
        #expect(abs(label.frame.midY - 22) < 0.5)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test func value1PutsDetailAtTheTrailingEdgeAndSubtitleBelow() {
        let v1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        v1.textLabel?.text = "Title"
        v1.detailTextLabel?.text = "Detail"
        let w1 = shown(v1)
        defer { finish(w1) }
        #expect(abs(v1.detailTextLabel!.frame.maxX - (320 - 16)) < 0.5)
        #expect(v1.detailTextLabel!.frame.minY == v1.textLabel!.frame.minY || abs(v1.detailTextLabel!.frame.midY - v1.textLabel!.frame.midY) < 1)

        let sub = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        sub.textLabel?.text = "Title"
        sub.detailTextLabel?.text = "Detail"
        let w2 = shown(sub, height: 60)
        defer { finish(w2) }
        #expect(sub.detailTextLabel!.frame.minY >= sub.textLabel!.frame.maxY)
        #expect(sub.detailTextLabel!.frame.minX == sub.textLabel!.frame.minX)
    }

    @Test func imageShiftsTheText() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        cell.textLabel?.text = "With image"
        let window = shown(cell)
        defer { finish(window) }
        #expect(cell.imageView!.frame == CGRect(x: 16, y: 12, width: 20, height: 20))
        #expect(abs(cell.textLabel!.frame.minX - 52) < 0.001)
    }

    @Test func accessoryNarrowsTheContentView() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .disclosureIndicator
        let window = shown(cell)
        defer { finish(window) }
        // The chevron (8 points wide) sits 16 points from the trailing edge.
        let chevron = cell.subviews.first { $0 is TableCellAccessoryView }!
        #expect(chevron.frame.maxX == 320 - 16 && chevron.frame.width == 8)
        #expect(abs(cell.contentView.frame.width - 296) < 0.001)
        let custom = UISwitch()
        cell.accessoryView = custom
        UIApplication.shared.runUntilIdle()
        #expect(custom.superview === cell && !cell.subviews.contains { $0 is TableCellAccessoryView })
        #expect(abs(custom.frame.maxX - (320 - 16)) < 0.5)
    }

    @Test func highlightAndSelectionShowTheSelectedBackground() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row"
        let window = shown(cell)
        defer { finish(window) }
        let point = (10, 40)
        let before = PixelReader(window.renderedImage())[point.0, point.1]
        cell.setHighlighted(true, animated: false)
        UIApplication.shared.runUntilIdle()
        let highlighted = PixelReader(window.renderedImage())[point.0, point.1]
        #expect(before != highlighted)
        #expect(cell.textLabel!.isHighlighted)
        cell.setHighlighted(false, animated: false)
        cell.setSelected(true, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(PixelReader(window.renderedImage())[point.0, point.1] == highlighted)
        cell.selectionStyle = .none
        UIApplication.shared.runUntilIdle()
        #expect(PixelReader(window.renderedImage())[point.0, point.1] == before)
    }

    @Test func animatedDeselectFadesOnTheMediaClock() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let custom = UIView()
        custom.backgroundColor = .red
        cell.selectedBackgroundView = custom
        let window = shown(cell)
        defer { finish(window) }
        cell.setSelected(true, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(PixelReader(window.renderedImage())[5, 40].isNear(.red, 10))
        cell.setSelected(false, animated: true)
        UIApplication.shared.advanceTime(by: 0.15)
        let mid = PixelReader(window.renderedImage())[5, 40]
        #expect(mid.g > 30 && mid.g < 230)
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(PixelReader(window.renderedImage())[5, 40].isNear(.white, 10))
    }

    @Test func prepareForReuseClearsSelectionAndSubclassesHookIn() {
        final class Cell: UITableViewCell {
            var resets = 0
            override func prepareForReuse() { super.prepareForReuse(); resets += 1 }
        }
        let cell = Cell(registeredClassWithReuseIdentifier: "x")
        #expect(cell.reuseIdentifier == "x")
        cell.isSelected = true
        cell.isHighlighted = true
        cell.prepareForReuse()
        #expect(!cell.isSelected && !cell.isHighlighted && cell.resets == 1)
    }

    @Test func contentConfigurationReplacesClassicLabels() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var config = cell.defaultContentConfiguration()
        config.text = "Title"
        config.secondaryText = "Subtitle"
        cell.contentConfiguration = config
        #expect(cell.textLabel == nil && cell.detailTextLabel == nil)
        let window = shown(cell, height: 60)
        defer { finish(window) }
        let view = cell.contentView.subviews.first as! UIListContentView
        #expect(view.frame == cell.contentView.bounds)
        #expect(view.textLabel.text == "Title" && view.secondaryTextLabel.frame.minY >= view.textLabel.frame.maxY)
        #expect(view.textLabel.frame.minX == 16)
        // Updating the configuration reuses the view.
        config.text = "Changed"
        cell.contentConfiguration = config
        #expect(cell.contentView.subviews.first === view && view.textLabel.text == "Changed")
    }

    @Test func listConfigurationHeightsAndTransforms() {
        var cell = UIListContentConfiguration.cell()
        cell.text = "One line"
        let view = UIListContentView(configuration: cell)
        // One line of body text in a cell is UIKit's 44-point standard row.
        #expect(view.sizeThatFits(CGSize(width: 320, height: 0)).height == 44)
        var header = UIListContentConfiguration.groupedHeader()
        header.text = "Section"
        let hv = UIListContentView(configuration: header)
        #expect(hv.textLabel.text == "SECTION")
        var value = UIListContentConfiguration.valueCell()
        value.text = "Name"
        value.secondaryText = "Value"
        let vv = UIListContentView(configuration: value)
        vv.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        vv.layoutIfNeeded()
        #expect(abs(vv.secondaryTextLabel.frame.maxX - 304) < 0.5 && abs(vv.secondaryTextLabel.frame.midY - vv.textLabel.frame.midY) < 1)
    }

    @Test func sidebarConfigurationInvertsWhenSelected() {
        var config = UIListContentConfiguration.sidebarCell()
        config.text = "Inbox"
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        #expect(config.updated(for: state).textProperties.color == .white)
        #expect(UIListContentConfiguration.cell().updated(for: state).textProperties.color == .label)
    }

    @Test func backgroundConfigurationFollowsState() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .green
        cell.backgroundConfiguration = background
        var states: [Bool] = []
        cell.configurationUpdateHandler = { _, state in states.append(state.isSelected) }
        let window = shown(cell)
        defer { finish(window) }
        #expect(PixelReader(window.renderedImage())[5, 5].isNear(.green, 10))
        cell.setSelected(true, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(!PixelReader(window.renderedImage())[5, 5].isNear(.green, 40))
        #expect(states.last == true && cell.configurationState.isSelected)
    }

    @Test func selfSizingWithAutoLayoutInContentView() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -10),
            box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 100),
        ])
        #expect(abs(cell.fittingHeight(width: 320) - 120) < 0.01)
    }

    @Test func editingShowsControlsAndIndentsContent() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.tableCanMove = true
        let window = shown(cell)
        defer { finish(window) }
        cell.setEditing(true, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(cell.editingStyle == .delete && cell.editingControl != nil && cell.reorderControl != nil)
        #expect(cell.contentView.frame.minX == TableCellEditingControl.width)
        cell.setEditing(false, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(cell.editingControl == nil && cell.contentView.frame.minX == 0 && cell.editingStyle == .none)
    }

    @Test func headerFooterViewUsesConfiguration() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        var config = header.defaultContentConfiguration()
        config.text = "Header"
        header.contentConfiguration = config
        #expect(header.textLabel == nil)
        let height = header.sizeThatFits(CGSize(width: 320, height: 0)).height
        #expect(height > 20 && height < 60)
    }

    @Test func swipeActionDefaults() {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        let config = UISwipeActionsConfiguration(actions: [delete])
        #expect(delete.backgroundColor == .systemRed && config.performsFirstActionWithFullSwipe)
        #expect(UIContextualAction(style: .normal, title: nil) { _, _, _ in }.backgroundColor == .systemGray)
    }
}
