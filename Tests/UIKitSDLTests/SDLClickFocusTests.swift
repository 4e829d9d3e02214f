import CSDL2
import Foundation
import Testing
import UIKitSDL

/// Click to focus through SDL's mouse events (dummy video driver): a click on a text field
/// focuses it and makes it the first responder; a click on a button moves the focus (and
/// the first responder's editing ends); a click on a text field's clear button focuses the
/// field; a click where nothing is focusable leaves the focus alone.
@MainActor @Suite(.serialized) struct SDLClickFocusTests {
    func push(_ build: (inout SDL_Event) -> Void) {
        var event = SDL_Event()
        build(&event)
        SDL_PushEvent(&event)
    }

    func click(_ x: Int32, _ y: Int32, window id: UInt32, button: Int32 = Int32(SDL_BUTTON_LEFT)) {
        for type in [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP] {
            push { e in
                e.type = type.rawValue
                e.button.windowID = id
                e.button.button = UInt8(button)
                e.button.x = x
                e.button.y = y
            }
        }
        SDLBackend.shared.runOneTurn()
    }

    @Test func clickingFocusableControlsMovesKeyboardFocus() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let backend = SDLBackend.shared
        try #require(backend.start())
        defer { backend.shutDown(); MediaClock.shared.mode = .virtual }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        field.text = "abc"
        field.clearButtonMode = .always
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        button.frame = CGRect(x: 10, y: 60, width: 100, height: 30)
        let label = UILabel(frame: CGRect(x: 10, y: 120, width: 200, height: 30))
        label.text = "not focusable"
        for view in [field, button, label] as [UIView] { window.addSubview(view) }
        window.makeKeyAndVisible()
        backend.runOneTurn()
        let id = try #require(backend.sdlWindowID(for: window))
        #expect(!field.isFocused && !field.isFirstResponder)

        click(60, 25, window: id)
        #expect(field.isFocused && field.isFirstResponder, "a click on a text field focuses it and starts editing")

        click(150, 140, window: id)
        #expect(field.isFocused && field.isFirstResponder, "a click on a label leaves the focus where it is")

        // The right button does not move focus (it opens context menus).
        click(40, 75, window: id, button: Int32(SDL_BUTTON_RIGHT))
        #expect(field.isFocused)

        click(40, 75, window: id)
        #expect(button.isFocused && !field.isFocused, "a click on a button moves the focus to it")
        #expect(!field.isFirstResponder, "the field's editing ended as it does when Tab leaves it")

        // The field's clear button is part of the field: a click there focuses the field.
        let clear = field.convert(field.clearButtonRect(forBounds: field.bounds), to: window)
        click(Int32(clear.midX), Int32(clear.midY), window: id)
        #expect(field.isFocused && field.isFirstResponder)
        window.isHidden = true
        backend.runOneTurn()
    }
}
