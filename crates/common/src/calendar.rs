//! The calendar game (HDU 1079): a date between 1900-01-01 and 2001-11-04 (Gregorian calendar);
//! a move goes to the next day, or to the same day of the next month if that date exists, never
//! past 2001-11-04; whoever reaches 2001-11-04 wins.
//!
//! The player to move wins exactly when month + day is even, or on September 30 and November 30.
//!
//! Why: almost every move changes the parity of month + day (a day later: day + 1; a month later:
//! month + 1, or December to January, 11 less). The exceptions are the next day after a month of
//! 30 days (April 30 to May 1 keeps it even, September 30 to October 1 and November 30 to
//! December 1 keep it odd) and after February 28 of a common year (to March 1: even to even). The
//! end, November 4, is odd, so the even positions win by moving to an odd one (from April 30,
//! June 30 and February 28 the month move does it: May 30, July 30, March 28), and from an odd
//! one every move reaches an even one, except from September 30 and November 30, whose next day
//! is odd: those two win. The test checks the rule on every date against a backwards search.
//!
//! ```
//! use common::calendar::{is_date, mover_wins};
//!
//! assert!(mover_wins(11, 3) && !mover_wins(11, 2) && !mover_wins(10, 3));
//! assert!(mover_wins(9, 30));
//! assert!(is_date(2000, 2, 29) && !is_date(1900, 2, 29));
//! ```

/// The first date of the game, (year, month, day).
pub const FIRST: (u32, u32, u32) = (1900, 1, 1);
/// The date that ends the game: whoever reaches it wins.
pub const LAST: (u32, u32, u32) = (2001, 11, 4);

/// Whether `year` has a February 29 (Gregorian: every fourth year, except centuries not
/// divisible by 400).
pub fn is_leap_year(year: u32) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

/// The days of `month` (1 to 12) in `year`; 0 for a month that does not exist.
pub fn days_in_month(year: u32, month: u32) -> u32 {
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if is_leap_year(year) => 29,
        2 => 28,
        _ => 0,
    }
}

/// Whether (year, month, day) is a date of the calendar.
pub fn is_date(year: u32, month: u32, day: u32) -> bool {
    day >= 1 && day <= days_in_month(year, month)
}

/// Whether the player to move wins from the date `month`/`day` of any year of the game; the
/// date must lie between [`FIRST`] and [`LAST`], which the rule was derived for.
///
/// # Complexity
///
/// O(1).
pub fn mover_wins(month: u32, day: u32) -> bool {
    (month + day) % 2 == 0 || (day == 30 && (month == 9 || month == 11))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every date from FIRST to LAST, in order, by counting days from the rules of the
    /// calendar (month lengths written out here again, not taken from the module).
    fn every_date() -> Vec<(u32, u32, u32)> {
        let length = |year: u32, month: u32| match month {
            2 if year % 400 == 0 || (year % 4 == 0 && year % 100 != 0) => 29,
            2 => 28,
            4 | 6 | 9 | 11 => 30,
            _ => 31,
        };
        let mut dates = Vec::new();
        let mut date = FIRST;
        loop {
            dates.push(date);
            if date == LAST {
                return dates;
            }
            let (year, month, day) = date;
            date = if day < length(year, month) {
                (year, month, day + 1)
            } else if month < 12 {
                (year, month + 1, 1)
            } else {
                (year + 1, 1, 1)
            };
        }
    }

    /// Whether the player to move wins each date, solved backwards from LAST: a move goes to
    /// the next date of the list, or to the same day of the next month when the list has it.
    fn backwards() -> Vec<((u32, u32, u32), bool)> {
        let dates = every_date();
        let index: std::collections::HashMap<_, _> =
            dates.iter().enumerate().map(|(i, &d)| (d, i)).collect();
        let mut wins = vec![false; dates.len()];
        for i in (0..dates.len()).rev() {
            let (year, month, day) = dates[i];
            let next_month = if month == 12 {
                (year + 1, 1, day)
            } else {
                (year, month + 1, day)
            };
            let moves = [
                index.get(&next_month).copied(),
                (i + 1 < dates.len()).then_some(i + 1),
            ];
            wins[i] = moves.iter().flatten().any(|&j| !wins[j]);
        }
        dates.into_iter().zip(wins).collect()
    }

    #[test]
    fn the_rule_agrees_with_a_backwards_search_on_every_date() {
        let solved = backwards();
        assert_eq!(solved.len(), 37_198);
        for ((year, month, day), wins) in solved {
            assert!(is_date(year, month, day));
            assert_eq!(mover_wins(month, day), wins, "{year}-{month}-{day}");
        }
    }

    #[test]
    fn leap_years_and_dates() {
        assert!(!is_leap_year(1900) && is_leap_year(2000) && is_leap_year(1996));
        assert!(!is_leap_year(2001));
        assert!(is_date(1996, 2, 29) && !is_date(2001, 2, 29) && !is_date(1900, 2, 29));
        assert!(!is_date(2000, 4, 31) && !is_date(2000, 13, 1) && !is_date(2000, 1, 0));
        assert_eq!(days_in_month(2000, 0), 0);
    }
}
