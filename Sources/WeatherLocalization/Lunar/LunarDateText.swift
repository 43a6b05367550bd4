/// A lunar date in the words Korean and Chinese almanacs print, from its fields: Korean
/// "음력 10월 28일" (leap month "음력 윤6월 19일"), Chinese "农历十月廿八" with the traditional
/// day names 初一 … 三十 and month names 正月 … 十月, 冬月, 腊月 (leap "闰四月"), and
/// Traditional Chinese "農曆十月廿八" (閏, 臘月).
///
/// ICU 72's own patterns print neither: `MMMd` gives "10월 28일" without 음력, and "十月28日"
/// with Arabic day numbers in Chinese (and 十一月 but 腊月 in `zh_Hans`), so the almanac
/// forms are assembled here from ICU's fields.
enum LunarDateText {
    /// The Korean form: 음력, 윤 for a leap month, then the month and day in Arabic numerals.
    static func korean(_ date: LunarDate) -> String {
        "음력 \(date.isLeapMonth ? "윤" : "")\(date.month)월 \(date.day)일"
    }

    /// The Chinese form, in Simplified (`traditional == false`) or Traditional characters.
    static func chinese(_ date: LunarDate, traditional: Bool) -> String {
        let prefix = traditional ? "農曆" : "农历"
        let leap = date.isLeapMonth ? (traditional ? "閏" : "闰") : ""
        return prefix + leap + monthName(date.month, traditional: traditional) + dayName(date.day)
    }

    /// 正月, 二月 … 十月, 冬月, 腊月 (臘月).
    static func monthName(_ month: Int, traditional: Bool) -> String {
        switch month {
        case 1: "正月"
        case 11: "冬月"
        case 12: traditional ? "臘月" : "腊月"
        default: numeral(month) + "月"
        }
    }

    /// 初一 … 初十, 十一 … 十九, 二十, 廿一 … 廿九, 三十.
    static func dayName(_ day: Int) -> String {
        switch day {
        case ...10: "初" + numeral(day)
        case 11...19: "十" + numeral(day - 10)
        case 20: "二十"
        case 21...29: "廿" + numeral(day - 20)
        default: "三十"
        }
    }

    /// 一 … 十.
    private static func numeral(_ value: Int) -> String {
        let digits = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"]
        return (1...10).contains(value) ? digits[value - 1] : String(value)
    }
}
