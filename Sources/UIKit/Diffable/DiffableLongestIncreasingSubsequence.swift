import Foundation

/// Which elements of `values` form a longest strictly increasing subsequence (patience
/// sorting, O(n log n); O(n) when the values are already increasing, the common case of a
/// section whose surviving items kept their order). The elements outside it are the
/// fewest that must move for the rest to keep their relative order.
func diffableLongestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    let n = values.count
    var keep = [Bool](repeating: true, count: n)
    guard n > 1 else { return keep }
    var sorted = true
    for i in 1..<n where values[i] <= values[i - 1] { sorted = false; break }
    if sorted { return keep }
    // tails[k]: index of the smallest tail of an increasing run of length k + 1.
    var tails: [Int] = []
    tails.reserveCapacity(n)
    var previous = [Int](repeating: -1, count: n)
    for i in 0..<n {
        let v = values[i]
        if let last = tails.last, values[last] < v {
            previous[i] = last
            tails.append(i)
            continue
        }
        var lo = 0, hi = tails.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
        }
        previous[i] = lo > 0 ? tails[lo - 1] : -1
        if lo == tails.count { tails.append(i) } else { tails[lo] = i }
    }
    keep = [Bool](repeating: false, count: n)
    var k = tails.last ?? -1
    while k >= 0 { keep[k] = true; k = previous[k] }
    return keep
}
