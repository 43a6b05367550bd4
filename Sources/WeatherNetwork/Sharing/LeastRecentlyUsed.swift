public import WeatherCore

/// A map that keeps the most recently used values within a total cost, dropping the least
/// recently used first. Not thread-safe: its owner guards it (a `Locked`).
///
/// ```swift
/// var recent = LeastRecentlyUsed<String, Int>(maximumCost: 2)
/// recent.insert(1, for: "a", cost: 1); recent.insert(2, for: "b", cost: 1)
/// _ = recent.value(for: "a")          // "a" is now the most recent
/// recent.insert(3, for: "c", cost: 1) // "b" goes
/// ```
public struct LeastRecentlyUsed<Key: Hashable, Value> {
    private struct Node {
        var key: Key
        var value: Value?
        var cost: Int
        var newer: Int?
        var older: Int?
    }

    public let maximumCost: Int
    public private(set) var totalCost = 0
    private var nodes: [Node] = []
    private var free: [Int] = []
    private var index: [Key: Int] = [:]
    private var newest: Int?
    private var oldest: Int?

    public init(maximumCost: Int) {
        self.maximumCost = maximumCost
    }

    public var count: Int { index.count }

    /// The value for `key`, which becomes the most recently used.
    public mutating func value(for key: Key) -> Value? {
        guard let slot = index[key] else { return nil }
        moveToFront(slot)
        return nodes[slot].value
    }

    /// Changes `key`'s value in place, if it is kept, without making it more recent or costlier.
    public mutating func modify(_ key: Key, _ change: (inout Value) -> Void) {
        guard let slot = index[key], var value = nodes[slot].value else { return }
        nodes[slot].value = nil  // one reference while it changes
        change(&value)
        nodes[slot].value = value
    }

    /// Sets `key`'s value; a value costlier than the whole bound is not kept.
    public mutating func insert(_ value: Value, for key: Key, cost: Int) {
        remove(key)
        guard cost <= maximumCost else { return }
        let node = Node(key: key, value: value, cost: cost, newer: nil, older: newest)
        let slot: Int
        if let reused = free.popLast() {
            nodes[reused] = node
            slot = reused
        } else {
            nodes.append(node)
            slot = nodes.count - 1
        }
        if let newest { nodes[newest].newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
        index[key] = slot
        totalCost += cost
        while totalCost > maximumCost, let oldest, oldest != slot {
            remove(nodes[oldest].key)
        }
    }

    public mutating func remove(_ key: Key) {
        guard let slot = index.removeValue(forKey: key) else { return }
        unlink(slot)
        totalCost -= nodes[slot].cost
        nodes[slot].value = nil  // the slot waits for reuse; its value need not
        free.append(slot)
    }

    private mutating func moveToFront(_ slot: Int) {
        guard newest != slot else { return }
        unlink(slot)
        nodes[slot].older = newest
        nodes[slot].newer = nil
        if let newest { nodes[newest].newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
    }

    private mutating func unlink(_ slot: Int) {
        let (newer, older) = (nodes[slot].newer, nodes[slot].older)
        if let newer { nodes[newer].older = older } else { newest = older }
        if let older { nodes[older].newer = newer } else { oldest = newer }
        nodes[slot].newer = nil
        nodes[slot].older = nil
    }
}

extension Locked {
    /// The value kept for `key`, else the one `make` makes, which is then kept at cost 1.
    /// It is made outside the lock, so a slow `make` keeps no other key waiting; two callers
    /// that race may both make one, and the later is kept.
    ///
    /// ```swift
    /// let presenters = Locked(LeastRecentlyUsed<String, ForecastPresenter>(maximumCost: 32))
    /// let presenter = try presenters.value(for: "ko_KR") { try ForecastPresenter(...) }
    /// ```
    public func value<Key: Hashable, Kept, E: Error>(
        for key: Key, orMake make: () throws(E) -> Kept
    ) throws(E) -> Kept where Value == LeastRecentlyUsed<Key, Kept> {
        if let kept = withLock({ $0.value(for: key) }) { return kept }
        let made = try make()
        withLock { $0.insert(made, for: key, cost: 1) }
        return made
    }
}
