//! The calendar game (HDU 1079): a date from 1900-01-01 to 2001-11-04 (Gregorian leap years:
//! 1900 is not one, 2000 is); a move goes to the next calendar day, or to the same day of the
//! next month if that date exists; no move may pass 2001-11-04, and whoever reaches it wins (so
//! the player to move at 2001-11-04 has lost). `guess calendar --fix y=2000` finds its rule, or
//! `--over y=1999..2001` across years.
//!
//! [`adam_wins`] answers from a table of every date swept backwards from the last one, checked
//! against the solver's walk over the moves in a test.

use crate::explore::{About, Explore, Explorer, Shape};
use crate::search::{Game, Play};
use crate::Parameter;
use std::sync::OnceLock;

/// A date: (year, month 1..=12, day 1..).
pub type Date = (u16, u8, u8);

/// The first date of the game.
pub const FIRST: Date = (1900, 1, 1);
/// The date whoever reaches wins; no move passes it.
pub const LAST: Date = (2001, 11, 4);

fn is_leap(year: u16) -> bool {
    year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400))
}

fn days_in_month(year: u16, month: u8) -> u8 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// The date these numbers give, or `None` when it does not exist or is outside the game.
pub fn date(year: u64, month: u64, day: u64) -> Option<Date> {
    let year = u16::try_from(year).ok()?;
    let month = u8::try_from(month).ok().filter(|m| (1..=12).contains(m))?;
    let day = u8::try_from(day).ok()?;
    let exists = day >= 1 && day <= days_in_month(year, month);
    let date = (year, month, day);
    (exists && (FIRST..=LAST).contains(&date)).then_some(date)
}

/// The day after `date` (not checked against the game's last date).
fn next_day((year, month, day): Date) -> Date {
    if day < days_in_month(year, month) {
        (year, month, day + 1)
    } else if month < 12 {
        (year, month + 1, 1)
    } else {
        (year + 1, 1, 1)
    }
}

/// The same day of the next month, if that date exists (not checked against the last date).
fn same_day_next_month((year, month, day): Date) -> Option<Date> {
    let (year, month) = if month < 12 {
        (year, month + 1)
    } else {
        (year + 1, 1)
    };
    (day <= days_in_month(year, month)).then_some((year, month, day))
}

/// A position is the date on the calendar.
pub struct CalendarRules;

impl Game for CalendarRules {
    type Position = Date;

    fn options(&self, &date: &Date, visit: &mut dyn FnMut(Date) -> bool) -> bool {
        let moves = [Some(next_day(date)), same_day_next_month(date)];
        moves
            .into_iter()
            .flatten()
            .filter(|&to| date < LAST && to <= LAST)
            .any(visit)
    }
}

/// Every date of the game in order, and whether the player to move wins it, swept backwards
/// from the last date (a move always goes forwards).
fn sweep() -> &'static [(Date, bool)] {
    static TABLE: OnceLock<Vec<(Date, bool)>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut dates = vec![FIRST];
        while *dates.last().expect("starts with FIRST") < LAST {
            dates.push(next_day(*dates.last().expect("not empty")));
        }
        let mut table: Vec<(Date, bool)> = dates.iter().map(|&d| (d, false)).collect();
        for i in (0..table.len()).rev() {
            let (date, _) = table[i];
            // The option's index: dates are in order, so a binary search finds it.
            let loses_at = |to: Date| {
                let j = table
                    .binary_search_by(|(d, _)| d.cmp(&to))
                    .expect("every date up to the last is listed");
                !table[j].1
            };
            table[i].1 = CalendarRules.options(&date, &mut |to| loses_at(to));
        }
        table
    })
}

/// Whether Adam, to move at this date, wins.
///
/// # Panics
/// If the date does not exist or is outside 1900-01-01..=2001-11-04 (see [`date`]).
pub fn adam_wins(year: u64, month: u64, day: u64) -> bool {
    let date = date(year, month, day).expect("a date of the game");
    let table = sweep();
    let i = table
        .binary_search_by(|(d, _)| d.cmp(&date))
        .expect("every date of the game is listed");
    table[i].1
}

/// The calendar game (HDU 1079) for a spec: [`adam_wins`] on the dates that exist.
#[derive(Default)]
pub struct Calendar;

impl Calendar {
    pub fn mover_wins(&mut self, year: u64, month: u64, day: u64) -> bool {
        adam_wins(year, month, day)
    }

    pub fn feasible(year: u64, month: u64, day: u64) -> bool {
        date(year, month, day).is_some()
    }
}

pub fn explore() -> Box<dyn Explore> {
    const NUMBERS: &[Parameter] = &[
        Parameter::new("y", 1900),
        Parameter::new("m", 1),
        Parameter::new("d", 1),
    ];
    let about = About {
        name: "calendar",
        rules: "a date from 1900-01-01 to 2001-11-04; a move goes to the next day or to the same \
                day of the next month if it exists, never past 2001-11-04; whoever reaches \
                2001-11-04 wins",
        shape: Shape::Numbers(NUMBERS),
        play: Play::Normal,
        // The largest day; months beyond 12 and days beyond a month's end give no position.
        upto: 31,
        lists: (0, 0),
        over: &["y=1999..2001"],
        // From any date the solver keeps at most every date of the game: 37,198 of them.
        reach: |_| 37_198,
    };
    Explorer::boxed(about, CalendarRules, |numbers| match *numbers {
        [y, m, d] => date(y, m, d),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Solver;

    #[test]
    fn the_samples_of_hdu_1079() {
        assert!(adam_wins(2001, 11, 3));
        assert!(!adam_wins(2001, 11, 2));
        assert!(!adam_wins(2001, 10, 3));
    }

    #[test]
    fn the_last_date_is_lost_and_nothing_passes_it() {
        assert!(!adam_wins(2001, 11, 4));
        let mut options = Vec::new();
        CalendarRules.options(&(2001, 10, 5), &mut |to| {
            options.push(to);
            false
        });
        // 2001-11-05 would pass the last date.
        assert_eq!(options, [(2001, 10, 6)]);
        CalendarRules.options(&LAST, &mut |to| {
            panic!("a move from the last date to {to:?}")
        });
    }

    #[test]
    fn dates_follow_the_gregorian_calendar() {
        assert_eq!(date(1900, 2, 29), None);
        assert!(date(2000, 2, 29).is_some());
        assert_eq!(date(1999, 2, 29), None);
        assert_eq!(date(1899, 12, 31), None);
        assert_eq!(date(2001, 11, 5), None);
        assert_eq!(date(2000, 13, 1), None);
        assert_eq!(date(2000, 4, 31), None);
        assert_eq!(date(2000, 4, 0), None);
        assert_eq!(next_day((1999, 12, 31)), (2000, 1, 1));
        assert_eq!(next_day((2000, 2, 28)), (2000, 2, 29));
        assert_eq!(next_day((1900, 2, 28)), (1900, 3, 1));
        // January 31st has no February 31st; January 30th of a leap year has none either.
        assert_eq!(same_day_next_month((2000, 1, 31)), None);
        assert_eq!(same_day_next_month((2000, 1, 29)), Some((2000, 2, 29)));
        assert_eq!(same_day_next_month((1999, 12, 15)), Some((2000, 1, 15)));
        assert_eq!(sweep().len(), 37_198);
    }

    #[test]
    fn the_sweep_agrees_with_the_solver_on_every_date() {
        let mut solver = Solver::new(CalendarRules);
        for &(date, wins) in sweep() {
            assert_eq!(solver.wins(&date), wins, "{date:?}");
        }
    }
}
