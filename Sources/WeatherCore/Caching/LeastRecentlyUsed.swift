/// A map that keeps the most recently used values within a total cost, dropping the least
/// recently used first: the package's one bounded cache (ICU objects, parsed formats,
/// presenters, negotiated locales, responses, rendered answers). Not thread-safe: its owner
/// guards it (a `Locked`, whose ``Locked/value(for:orMake:)`` is the one rule for racing makers).
/// A cache of objects counts each at cost 1, so `maximumCost` is then a number of objects.
/// Public, as ``Locked`` is, only so that other modules specialize it (as package, each use
/// looked its generic metadata up at run time); not meant for frontends.
///
/// ```swift
/// var recent = LeastRecentlyUsed<String, Int>(maximumCost: 2)
/// recent.insert(1, for: "a", cost: 1); recent.insert(2, for: "b", cost: 1)
/// _ = recent.value(for: "a")          // "a" is now the most recent
/// recent.insert(3, for: "c", cost: 1) // "b" goes
/// ```
public struct LeastRecentlyUsed<Key: Hashable, Value> {
    @usableFromInline struct Node {
        @usableFromInline var key: Key
        @usableFromInline var value: Value?
        @usableFromInline var cost: Int
        @usableFromInline var newer: Int?
        @usableFromInline var older: Int?

        @usableFromInline init(key: Key, value: Value?, cost: Int, newer: Int?, older: Int?) {
            (self.key, self.value, self.cost, self.newer, self.older) = (key, value, cost, newer, older)
        }
    }

    public let maximumCost: Int
    /// The sum of the kept values' costs.
    public var totalCost: Int { keptCost }
    @usableFromInline var keptCost = 0
    @usableFromInline var nodes: [Node] = []
    @usableFromInline var free: [Int] = []
    @usableFromInline var index: [Key: Int] = [:]
    @usableFromInline var newest: Int?
    @usableFromInline var oldest: Int?

    @inlinable
    public init(maximumCost: Int) {
        self.maximumCost = maximumCost
    }

    @inlinable
    public var count: Int { index.count }

    /// Whether `key` is kept, without making it more recent.
    @inlinable
    public func contains(_ key: Key) -> Bool { index[key] != nil }

    /// The value for `key`, which becomes the most recently used.
    @inlinable
    public mutating func value(for key: Key) -> Value? {
        guard let slot = index[key] else { return nil }
        moveToFront(slot)
        return nodes[slot].value
    }

    /// The value for `key` while `isFresh` holds for it, which becomes the most recently
    /// used; a value no longer fresh is removed (time-bound entries: remembered failures,
    /// rendered answers).
    @inlinable
    public mutating func value(for key: Key, ifFresh isFresh: (Value) -> Bool) -> Value? {
        guard let value = value(for: key) else { return nil }
        guard isFresh(value) else {
            remove(key)
            return nil
        }
        return value
    }

    /// Changes `key`'s value in place, if it is kept, without making it more recent or costlier.
    @inlinable
    public mutating func modify(_ key: Key, _ change: (inout Value) -> Void) {
        guard let slot = index[key], var value = nodes[slot].value else { return }
        nodes[slot].value = nil  // one reference while it changes
        change(&value)
        nodes[slot].value = value
    }

    /// Sets `key`'s value; a value costlier than the whole bound is not kept.
    @inlinable
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
        keptCost += cost
        while keptCost > maximumCost, let oldest, oldest != slot {
            remove(nodes[oldest].key)
        }
    }

    @inlinable
    public mutating func remove(_ key: Key) {
        guard let slot = index.removeValue(forKey: key) else { return }
        unlink(slot)
        keptCost -= nodes[slot].cost
        nodes[slot].value = nil  // the slot waits for reuse; its value need not
        free.append(slot)
    }

    @inlinable
    mutating func moveToFront(_ slot: Int) {
        guard newest != slot else { return }
        unlink(slot)
        nodes[slot].older = newest
        nodes[slot].newer = nil
        if let newest { nodes[newest].newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
    }

    @inlinable
    mutating func unlink(_ slot: Int) {
        let (newer, older) = (nodes[slot].newer, nodes[slot].older)
        if let newer { nodes[newer].older = older } else { newest = older }
        if let older { nodes[older].newer = newer } else { oldest = newer }
        nodes[slot].newer = nil
        nodes[slot].older = nil
    }
}

extension Locked {
    /// The value kept for `key`, else the one `make` makes, which is then kept at cost 1.
    /// It is made outside the lock, so a slow `make` (an ICU open) keeps no other key waiting.
    /// Two callers that race may both make one: the first stored wins, and the later caller
    /// returns the stored value and drops its own, so every caller shares one object per key.
    ///
    /// ```swift
    /// let presenters = Locked(LeastRecentlyUsed<String, ForecastPresenter>(maximumCost: 32))
    /// let presenter = try presenters.value(for: "ko_KR") { try ForecastPresenter(...) }
    /// ```
    @inlinable
    public func value<Key: Hashable & Sendable, Kept: Sendable, E: Error>(
        for key: Key, orMake make: () throws(E) -> Kept
    ) throws(E) -> Kept where Value == LeastRecentlyUsed<Key, Kept> {
        if let kept = withLock({ $0.value(for: key) }) { return kept }
        let made = try make()
        return withLock { kept in
            if let stored = kept.value(for: key) { return stored }
            kept.insert(made, for: key, cost: 1)
            return made
        }
    }
}

/// Shared behind a ``Locked`` when what it keeps can be.
extension LeastRecentlyUsed: Sendable where Key: Sendable, Value: Sendable {}
extension LeastRecentlyUsed.Node: Sendable where Key: Sendable, Value: Sendable {}
