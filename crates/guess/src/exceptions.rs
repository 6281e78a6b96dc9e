//! The exceptions family: a rule of another family except finitely many positions, as contest
//! programmers write the calendar game's rule (HDU 1079: the player to move wins iff m + d is
//! even, except on 9/30 and 11/30). It is tried only when no rule fits every position, and a rule
//! is taken with its exceptions only when they are few and stay the same as the bound grows:
//! the positions are solved again at a larger bound ([`grown`]; for heap games, lists of one
//! more heap and larger heaps too, since exceptions among the lists would otherwise be checked
//! on the same lists again) and the rule must get exactly the same positions wrong there. Its
//! words, formula and Rust name every exception.

use super::{attempt, counted, disagreements, Candidate, Positions, Rule, Solved};
use moves::explore::{check_memory, Explore, Shape};
use moves::search::Play;
use moves::time_limit::TimeLimit;
use std::collections::HashMap;

/// The most exceptions a rule may have.
pub const MAX_EXCEPTIONS: u64 = 10;

/// Few enough to be exceptions: at least one, at most [`MAX_EXCEPTIONS`], and at most one
/// position in 16.
fn few(wrong: u64, positions: usize) -> bool {
    (1..=MAX_EXCEPTIONS).contains(&wrong) && wrong * 16 <= positions as u64
}

/// The bound exceptions are checked at again: half as large again (at least one more).
pub fn grown(bound: u64) -> u64 {
    bound.saturating_add((bound / 2).max(1))
}

/// A rule taken with its exceptions, and the larger bound's positions it was checked on.
pub struct Taken {
    pub candidate: Candidate,
    /// The family of the rule without its exceptions, and how many exceptions it has.
    pub base: &'static str,
    pub exceptions: usize,
    pub bound: u64,
    pub solved: Solved,
}

/// The simplest of `solved`'s candidates that only a few positions disagree with, the same ones
/// at [`grown`]`(bound)`, with those positions as exceptions; `None` (with a note where a rule
/// came near) when there is none, or the larger bound is beyond memory or the time limit.
pub fn confirm(
    game: &mut dyn Explore,
    solved: &Solved,
    bound: u64,
    play: Play,
    limit: &TimeLimit,
    notes: &mut Vec<String>,
) -> Option<Taken> {
    let keep = MAX_EXCEPTIONS as usize;
    let nearly: Vec<(&Candidate, Positions)> = solved
        .candidates
        .iter()
        .filter(|candidate| !candidate.only_nearest)
        .filter_map(|candidate| {
            let (wrong, first) = disagreements(candidate, &solved.positions, keep);
            few(wrong, solved.positions.len()).then_some((candidate, first))
        })
        .collect();
    if nearly.is_empty() {
        return None;
    }
    let about = *game.about();
    let larger = grown(bound);
    let (count, largest) = about.lists;
    let lists = (count + 1, grown(largest.min(bound)));
    let again = check_memory(&about, larger)
        .and_then(|()| attempt(game, larger, lists, play, limit, &mut Vec::new()));
    let again = match again {
        Ok(again) => again,
        Err(why) => {
            notes.push(format!(
                "{} fits all but {}, but its exceptions could not be checked at a larger \
                 bound: {why}",
                nearly[0].0.rule.family,
                counted(nearly[0].1.len() as u64, "position")
            ));
            return None;
        }
    };
    for (candidate, exceptions) in nearly {
        // The same rule fitted at the larger bound (its Rust unchanged), which predicts there
        // (a heap game's one-heap values are known up to the bound they were solved to).
        let Some(same) = again
            .candidates
            .iter()
            .find(|c| c.rule.rust == candidate.rule.rust)
        else {
            notes.push(format!(
                "{} gets {} wrong up to {bound}, but fitted up to {larger} it is another \
                 rule: not taken with exceptions",
                candidate.rule.family,
                counted(exceptions.len() as u64, "position")
            ));
            continue;
        };
        // The larger claim holds every position of the smaller one, so the same count of
        // positions wrong means the same positions.
        let (wrong, _) = disagreements(same, &again.positions, 0);
        if wrong == exceptions.len() as u64 {
            return Some(Taken {
                candidate: with_exceptions(same, &exceptions, about.shape),
                base: same.rule.family,
                exceptions: exceptions.len(),
                bound: larger,
                solved: again,
            });
        }
        notes.push(format!(
            "{} gets {} wrong up to {bound} but {wrong} up to {larger} ({}): its \
             exceptions do not stay the same, so it is not taken",
            candidate.rule.family,
            counted(exceptions.len() as u64, "position"),
            again.claim.words()
        ));
    }
    None
}

/// The position as a key: a list sorted, without empty heaps, as the claims name lists.
fn canonical(shape: Shape, numbers: &[u64]) -> Vec<u64> {
    let mut key = numbers.to_vec();
    if shape.is_list() {
        if matches!(shape, Shape::Heaps) {
            key.retain(|&heap| heap > 0);
        }
        key.sort_unstable();
    }
    key
}

/// `base`, except at `exceptions` (each with whether the player to move wins there).
pub fn with_exceptions(base: &Candidate, exceptions: &Positions, shape: Shape) -> Candidate {
    let (names, scrutinee, prelude) = match shape {
        Shape::Numbers([p]) => (p.name.to_string(), p.name.to_string(), String::new()),
        Shape::Numbers(parameters) => {
            let names: Vec<&str> = parameters.iter().map(|p| p.name).collect();
            let tuple = format!("({})", names.join(", "));
            (tuple.clone(), tuple, String::new())
        }
        Shape::Heaps => (
            "heaps".to_string(),
            "sorted.as_slice()".to_string(),
            "let mut sorted: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect(); \
             sorted.sort_unstable(); "
                .to_string(),
        ),
        Shape::Cells => (
            "cells".to_string(),
            "sorted.as_slice()".to_string(),
            "let mut sorted = cells.to_vec(); sorted.sort_unstable(); ".to_string(),
        ),
    };
    // A position as written in words and in a Rust pattern: `3`, `(9, 30)`, `[1, 2]`.
    let written = |numbers: &[u64]| {
        let values: Vec<String> = numbers.iter().map(u64::to_string).collect();
        match shape {
            Shape::Numbers([_]) => values.join(", "),
            Shape::Numbers(_) => format!("({})", values.join(", ")),
            _ => format!("[{}]", values.join(", ")),
        }
    };
    let mut words = Vec::new();
    let mut formula = Vec::new();
    let mut arms = Vec::new();
    for mover_wins in [true, false] {
        let at: Vec<String> = exceptions
            .iter()
            .filter(|(_, wins)| *wins == mover_wins)
            .map(|(numbers, _)| written(&canonical(shape, numbers)))
            .collect();
        let Some((last, rest)) = at.split_last() else {
            continue;
        };
        let verdict = if mover_wins { "wins" } else { "loses" };
        let listed = if rest.is_empty() {
            last.clone()
        } else {
            format!("{} and {last}", rest.join(", "))
        };
        words.push(format!(
            "at {names} = {listed}, where the player to move {verdict}"
        ));
        formula.push(format!("{names} = {}: first {verdict}", at.join(", ")));
        arms.push(format!("{} => {mover_wins}, ", at.join(" | ")));
    }
    let rule = &base.rule;
    let listed: Vec<String> = exceptions
        .iter()
        .map(|(numbers, _)| written(&canonical(shape, numbers)))
        .collect();
    let mut parameters = vec![("base family", rule.family.to_string())];
    parameters.extend(rule.parameters.iter().cloned());
    parameters.push(("exceptions", listed.join(", ")));
    let taken = Rule {
        family: "with exceptions",
        parameters,
        words: format!("{}, except {}", rule.words, words.join(", and ")),
        formula: format!("{}, except {}", rule.formula, formula.join("; ")),
        rust: format!(
            "{{ {prelude}match {scrutinee} {{ {}_ => {} }} }}",
            arms.concat(),
            rule.rust
        ),
    };
    let turned: HashMap<Vec<u64>, bool> = exceptions
        .iter()
        .map(|(numbers, wins)| (canonical(shape, numbers), *wins))
        .collect();
    let base = base.predict.clone();
    Candidate::new(taken, move |numbers: &[u64]| {
        match turned.get(&canonical(shape, numbers)) {
            Some(&wins) => wins,
            None => base.wins(numbers),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::guess;
    use moves::explore::{About, Explorer};
    use moves::games;
    use moves::search::Game;
    use moves::Parameter;

    fn calendar_at(year: u64) -> crate::Guess {
        let calendar = games::find("calendar").unwrap();
        let mut game = moves::explore::Fixed::new(calendar, &[("y".into(), year)]).unwrap();
        guess(&mut game, 31, Play::Normal).unwrap()
    }

    #[test]
    fn the_calendar_game_is_parity_with_two_exceptions() {
        let found = calendar_at(2000);
        let rule = found.found.unwrap();
        assert_eq!(rule.family, "with exceptions");
        assert_eq!(
            rule.words,
            "the player to move loses iff m + d is odd, except at (m, d) = (9, 30) and \
             (11, 30), where the player to move wins"
        );
        assert_eq!(
            rule.formula,
            "first loses iff m + d is odd, except (m, d) = (9, 30), (11, 30): first wins"
        );
        assert_eq!(
            rule.rust,
            "{ match (m, d) { (9, 30) | (11, 30) => true, _ => !((m + d) % 2 == 1) } }"
        );
        // Checked again at the larger bound: every date of 2000, none beyond.
        assert_eq!(found.bound, grown(31));
        assert_eq!(found.checked, "m = 1..=46, d = 1..=46");
        assert_eq!(found.positions, 366);
        // 2001 ends on November 4th: only September 30th is left as an exception.
        let rule = calendar_at(2001).found.unwrap();
        assert!(rule
            .formula
            .ends_with("except (m, d) = (9, 30): first wins"));
    }

    /// A game whose outcomes are given: from (a, b) the only move, where `wins` says the player
    /// to move wins, is to a position with no move (`None`, which no numbers give).
    struct Given(fn(u64, u64) -> bool);
    impl Game for Given {
        type Position = Option<(u64, u64)>;
        fn options(
            &self,
            &p: &Self::Position,
            visit: &mut dyn FnMut(Self::Position) -> bool,
        ) -> bool {
            p.is_some_and(|(a, b)| (self.0)(a, b) && visit(None))
        }
    }

    fn given(wins: fn(u64, u64) -> bool, bound: u64) -> crate::Guess {
        const AB: &[Parameter] = &[Parameter::new("a", 0), Parameter::new("b", 0)];
        given_about(wins, About::two_numbers("given", "", AB, bound))
    }

    fn given_about(wins: fn(u64, u64) -> bool, about: About) -> crate::Guess {
        let bound = about.upto;
        let mut game = Explorer::boxed(about, Given(wins), |numbers| match *numbers {
            [a, b] => Some(Some((a, b))),
            _ => None,
        });
        guess(game.as_mut(), bound, Play::Normal).unwrap()
    }

    #[test]
    fn exceptions_are_taken_only_when_they_stay_the_same_at_a_larger_bound() {
        // Parity, but (1, 2) and (5, 8) win: the same two at 12 and at 18.
        let steady = given(
            |a, b| (a + b) % 2 == 0 || [(1, 2), (5, 8)].contains(&(a, b)),
            12,
        );
        let rule = steady.found.unwrap();
        assert_eq!(
            rule.formula,
            "first loses iff a + b is odd, except (a, b) = (1, 2), (5, 8): first wins"
        );
        assert_eq!((steady.bound, steady.positions), (18, 19 * 19));
        // Also every (0, b) with b >= 13 odd: new exceptions keep coming past 12.
        let growing = given(
            |a, b| (a + b) % 2 == 0 || [(1, 2), (5, 8)].contains(&(a, b)) || (a == 0 && b > 12),
            12,
        );
        let miss = growing.found.unwrap_err().unwrap();
        assert_eq!(miss.rule.family, "parity");
        assert_eq!((miss.wrong, miss.counterexamples.len()), (2, 2));
        assert!(miss.counterexamples[0].starts_with("(a, b) = (1, 2): the player to move wins"));
        assert_eq!(growing.bound, 12);
        assert!(
            growing.notes.iter().any(|note| note
                == "parity gets 2 positions wrong up to 12 but 5 up to 18 (a = 0..=18, b = \
                    0..=18): its exceptions do not stay the same, so it is not taken"),
            "{:?}",
            growing.notes
        );
    }

    /// Misère play on POJ 1740's piles: pairing fails only on the lists of heaps of 1 among up
    /// to 3 heaps, and on four heaps of 1 too: the larger lists must hold one more heap.
    #[test]
    fn exceptions_among_lists_are_checked_on_lists_of_one_more_heap() {
        let mut game = games::find("new-stone-game").unwrap();
        let found = guess(game.as_mut(), 20, Play::Misere).unwrap();
        let miss = found.found.unwrap_err().unwrap();
        assert_eq!((miss.rule.family, miss.wrong), ("pairing", 4));
        assert!(
            found.notes.iter().any(|note| note
                == "pairing gets 4 positions wrong up to 20 but 5 up to 30 (one heap of up to \
                    30, and up to 4 heaps of at most 10): its exceptions do not stay the same, \
                    so it is not taken"),
            "{:?}",
            found.notes
        );
    }

    #[test]
    fn exceptions_that_cannot_be_checked_at_a_larger_bound_are_not_taken() {
        const AB: &[Parameter] = &[Parameter::new("a", 0), Parameter::new("b", 0)];
        let about = About {
            // Anything past 12 is beyond memory.
            reach: |bound| if bound > 12 { u128::MAX } else { 1 },
            ..About::two_numbers("small", "", AB, 12)
        };
        let found = given_about(|a, b| (a + b) % 2 == 0 || (a, b) == (1, 2), about);
        let miss = found.found.unwrap_err().unwrap();
        assert_eq!((miss.rule.family, miss.wrong), ("parity", 1));
        assert_eq!(found.bound, 12);
        assert!(
            found.notes[0].starts_with(
                "parity fits all but 1 position, but its exceptions could not be checked at a \
                 larger bound: --upto 18 is too large for small"
            ),
            "{:?}",
            found.notes
        );
    }

    /// The guess itself is done when its exceptions are checked again: a time limit up then
    /// leaves a note, claims no exception, and is remembered, so that the tool says it stopped.
    #[test]
    fn exceptions_cut_short_by_the_time_limit_are_not_taken_and_the_stop_is_remembered() {
        const AB: &[Parameter] = &[Parameter::new("a", 0), Parameter::new("b", 0)];
        let wins = |a: u64, b: u64| (a + b).is_multiple_of(2) || (a, b) == (1, 2);
        let mut game = Explorer::boxed(
            About::two_numbers("given", "", AB, 12),
            Given(wins),
            |numbers| match *numbers {
                [a, b] => Some(Some((a, b))),
                _ => None,
            },
        );
        let minute = TimeLimit::new(moves::time_limit::DEFAULT);
        let solved = attempt(
            game.as_mut(),
            12,
            (0, 0),
            Play::Normal,
            &minute,
            &mut Vec::new(),
        );
        let solved = solved.unwrap();
        let up = TimeLimit::new(std::time::Duration::ZERO);
        let mut notes = Vec::new();
        let taken = confirm(game.as_mut(), &solved, 12, Play::Normal, &up, &mut notes);
        assert!(taken.is_none());
        assert!(up.reached());
        assert!(
            notes[0].starts_with(
                "parity fits all but 1 position, but its exceptions could not be checked at a \
                 larger bound: given: guess stopped at its time limit of 0 s"
            ),
            "{notes:?}"
        );
    }

    #[test]
    fn exceptions_name_lists_sorted_and_both_outcomes() {
        let base = Candidate::new(
            Rule {
                family: "pairing",
                parameters: vec![],
                words: "w".into(),
                formula: "f".into(),
                rust: "true".into(),
            },
            |_| true,
        );
        let exceptions = vec![(vec![2, 1], false), (vec![3], false), (vec![4, 4], true)];
        let taken = with_exceptions(&base, &exceptions, Shape::Heaps);
        assert_eq!(
            taken.rule.words,
            "w, except at heaps = [4, 4], where the player to move wins, and at heaps = [1, 2] \
             and [3], where the player to move loses"
        );
        assert_eq!(
            taken.rule.formula,
            "f, except heaps = [4, 4]: first wins; heaps = [1, 2], [3]: first loses"
        );
        assert!(taken
            .rule
            .rust
            .contains("[4, 4] => true, [1, 2] | [3] => false, _ => true"));
        const N: &[Parameter] = &[Parameter::new("n", 0)];
        let one = with_exceptions(
            &base,
            &vec![(vec![3], false), (vec![7], false)],
            Shape::Numbers(N),
        );
        assert_eq!(one.rule.formula, "f, except n = 3, 7: first loses");
        assert_eq!(one.rule.rust, "{ match n { 3 | 7 => false, _ => true } }");
        assert!(!taken.predict.wins(&[0, 2, 1]));
        assert!(!taken.predict.wins(&[3]));
        assert!(taken.predict.wins(&[4, 4]));
        assert!(taken.predict.wins(&[5]));
    }

    #[test]
    fn few_means_at_most_ten_and_one_in_sixteen() {
        assert!(!few(0, 1000));
        assert!(few(1, 16));
        assert!(!few(2, 31));
        assert!(few(2, 32));
        assert!(few(10, 1000));
        assert!(!few(11, 1000));
        assert_eq!(grown(31), 46);
        assert_eq!(grown(1), 2);
        assert_eq!(grown(u64::MAX), u64::MAX);
    }
}
