import EventScenes
import Foundation
import UIKit

// Plain timing driver for the events benchmark: prints events per second through
// `UIApplication.sendEvent` in the 1,000-view, 50-recognizer window, dispatch alone and
// with a run-loop turn after each event. Run: swift run -c release EventsTiming
@MainActor
func measure(runningTurns: Bool, gestures: Int) -> Double {
    let scene = EventScene()
    precondition(scene.viewCount == 1000 && scene.recognizerCount == 50)
    for i in 0..<20 { scene.runGesture(index: i, runningTurns: runningTurns) }   // warm-up
    var samples: [Double] = []
    for round in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        var events = 0
        for i in 0..<gestures { events += scene.runGesture(index: round * gestures + i, runningTurns: runningTurns) }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        samples.append(Double(events) / seconds)
    }
    return samples.sorted()[samples.count / 2]
}

MainActor.assumeIsolated {
    let dispatch = measure(runningTurns: false, gestures: 200)
    print(String(format: "events/s, dispatch only (1,000 views, 50 recognizers): %.0f (%.2f µs per event)", dispatch, 1e6 / dispatch))
    let withTurn = measure(runningTurns: true, gestures: 50)
    print(String(format: "events/s, with a run-loop turn per event:              %.0f (%.2f µs per event)", withTurn, 1e6 / withTurn))
}
