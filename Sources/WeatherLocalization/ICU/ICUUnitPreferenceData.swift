internal import CICU

/// One row of CLDR's `unitPreferenceData`: use `unit` for values of at least `minimum`
/// (in the row's own unit), trying rows in order.
struct UnitPreferenceRow: Sendable, Hashable {
    var unit: String
    /// The row's `geq`, `nil` where ICU's data leaves it out (CLDR's default, 1).
    var minimum: Double?

    /// CLDR's `geq` when a row has none.
    static let defaultMinimum = 1.0
}

/// Reads CLDR's unit preferences from ICU's public resource-bundle API (`units.res`,
/// table `unitPreferenceData/<category>/<usage>/<region>`), the data ICU's own
/// `usage/` skeletons route with.
enum ICUUnitPreferenceData {
    /// Rows per region (`001`, `US`, …) for one category and usage, or `nil` when ICU has none.
    static func rows(category: String, usage: String) -> [String: [UnitPreferenceRow]]? {
        var status = U_ZERO_ERROR
        let units = cicu_ures_openDirect(nil, "units", &status)
        defer { cicu_ures_close(units) }
        let data = cicu_ures_getByKey(units, "unitPreferenceData", nil, &status)
        defer { cicu_ures_close(data) }
        let categoryTable = cicu_ures_getByKey(data, category, nil, &status)
        defer { cicu_ures_close(categoryTable) }
        let usageTable = cicu_ures_getByKey(categoryTable, usage, nil, &status)
        defer { cicu_ures_close(usageTable) }
        guard status.isSuccess, let usageTable else { return nil }

        var result: [String: [UnitPreferenceRow]] = [:]
        for regionIndex in 0..<cicu_ures_getSize(usageTable) {
            var regionStatus = U_ZERO_ERROR
            let regionTable = cicu_ures_getByIndex(usageTable, regionIndex, nil, &regionStatus)
            defer { cicu_ures_close(regionTable) }
            guard regionStatus.isSuccess, let regionTable, let key = cicu_ures_getKey(regionTable) else { continue }
            var rows: [UnitPreferenceRow] = []
            for rowIndex in 0..<cicu_ures_getSize(regionTable) {
                var rowStatus = U_ZERO_ERROR
                let row = cicu_ures_getByIndex(regionTable, rowIndex, nil, &rowStatus)
                defer { cicu_ures_close(row) }
                guard rowStatus.isSuccess, let unit = string(in: row, key: "unit") else { continue }
                rows.append(UnitPreferenceRow(unit: unit, minimum: string(in: row, key: "geq").flatMap(Double.init)))
            }
            result[String(cString: key)] = rows
        }
        return result
    }

    private static func string(in bundle: OpaquePointer?, key: String) -> String? {
        var status = U_ZERO_ERROR
        var length: Int32 = 0
        guard let chars = cicu_ures_getStringByKey(bundle, key, &length, &status), status.isSuccess else { return nil }
        return String(icuUTF16: UnsafeBufferPointer(start: chars, count: Int(length)))
    }
}
