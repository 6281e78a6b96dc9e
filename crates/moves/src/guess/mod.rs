//! `guess`: the rule behind a game's outcomes, found by trying a library of rule families on
//! every position up to a bound, solved from the rules, and checked over all of them.
//!
//! Each family fits its parameters to the solved positions (a period, a recurrence, a ratio, the
//! step of Beatty pairs) and becomes a [`Candidate`]: a rule in words, in the README's formula
//! form and as Rust, with a prediction. Candidates are tried simplest first; the first that
//! agrees with every position is the guess, checked to the bound and no further: nothing here
//! proves a rule. When none agrees, the nearest (most positions agreed) is named with its first
//! counterexample.

pub mod across;
pub mod lists;
pub mod pairs;
pub mod sequence;

use crate::explore::{check_memory, About, Explore, Shape};
use crate::loopy::{Outcome, Value};
use crate::search::Play;
use std::collections::BTreeSet;
use std::fmt;
use std::rc::Rc;

/// A rule, three ways, and the family it comes from.
#[derive(Clone, Debug)]
pub struct Rule {
    pub family: &'static str,
    /// The fitted parameters, by name (for `--json`).
    pub parameters: Vec<(&'static str, String)>,
    /// The rule in a sentence.
    pub words: String,
    /// The form of the README's problem table ("first wins iff n mod (m + 1) ≠ 0").
    pub formula: String,
    /// A Rust expression, true when the player to move wins, in the position's names (`n`,
    /// `a` and `b`, `heaps: &[u64]` or `cells: &[u64]`).
    pub rust: String,
}

/// A rule's answer for the position these numbers give: whether the player to move wins.
type RuleFn = dyn Fn(&[u64]) -> bool;

/// Whether the player to move wins the position given by these numbers, by a rule.
#[derive(Clone)]
pub struct Predict(Rc<RuleFn>);

impl Predict {
    pub fn wins(&self, numbers: &[u64]) -> bool {
        (self.0)(numbers)
    }
}

impl fmt::Debug for Predict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Predict")
    }
}

/// A rule and what it predicts: whether the player to move wins the position given by these
/// numbers.
pub struct Candidate {
    pub rule: Rule,
    pub predict: Predict,
    /// A rule fitted to part of the data only, offered as the nearest when nothing fits but
    /// never as the guess: agreeing with the rest would not make it convincing.
    pub only_nearest: bool,
}

impl Candidate {
    pub fn new(rule: Rule, predict: impl Fn(&[u64]) -> bool + 'static) -> Candidate {
        Candidate {
            rule,
            predict: Predict(Rc::new(predict)),
            only_nearest: false,
        }
    }
}

/// The nearest rule when none fits: how many positions it agrees with, and the first it gets
/// wrong.
#[derive(Clone, Debug)]
pub struct Miss {
    pub rule: Rule,
    pub agreed: u64,
    pub counterexample: String,
}

/// The positions a claim rests on: each number's range, or the lists of heaps (cells) up to a
/// count and a size together with every single heap (cell) up to a bound. Each position is
/// counted once, in its canonical form (no empty heap, sorted).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Claim {
    Numbers(Vec<(&'static str, u64, u64)>),
    Lists {
        cells: bool,
        count: usize,
        largest: u64,
        single: u64,
        /// Whether single heaps beyond `largest` were judged by their Grundy value (normal
        /// play: g ≠ 0 wins) rather than played out whole.
        single_by_value: bool,
    },
}

/// The largest single heap played out whole under misère play, where no Grundy value gives
/// the outcome: a heap's positions are about the partitions of its size (37,338 for 40), so a
/// game that splits heaps stays cheap here and would not at 200 (about 4·10^12).
pub const MISERE_SINGLE: u64 = 40;

impl Claim {
    /// Every position the claim names, each once.
    pub fn positions(&self) -> Vec<Vec<u64>> {
        match self {
            Claim::Numbers(ranges) => {
                let mut all = vec![Vec::new()];
                for &(_, low, high) in ranges {
                    all = all
                        .into_iter()
                        .flat_map(|prefix| {
                            (low..=high).map(move |n| {
                                let mut next = prefix.clone();
                                next.push(n);
                                next
                            })
                        })
                        .collect();
                }
                all
            }
            &Claim::Lists {
                cells,
                count,
                largest,
                single,
                ..
            } => {
                let mut all = BTreeSet::new();
                each_list(&mut Vec::new(), 1, largest, count, !cells, &mut |list| {
                    all.insert(list.to_vec());
                });
                all.extend((1..=single).map(|n| vec![n]));
                all.into_iter().collect()
            }
        }
    }

    /// The bounds in words: `n = 0..=200`, or `one heap of up to 200, and up to 3 heaps of at
    /// most 12`.
    pub fn words(&self) -> String {
        match self {
            Claim::Numbers(ranges) => {
                let ranges: Vec<String> = ranges
                    .iter()
                    .map(|(name, low, high)| format!("{name} = {low}..={high}"))
                    .collect();
                ranges.join(", ")
            }
            Claim::Lists {
                cells,
                count,
                largest,
                single,
                single_by_value,
            } => {
                let (one, many) = if *cells {
                    ("one chessman on a cell", "chessmen on cells")
                } else {
                    ("one heap", "heaps")
                };
                let how = if *single_by_value {
                    " (beyond the lists, by its Grundy value)"
                } else {
                    ""
                };
                format!(
                    "{one} of up to {single}{how}, and up to {count} {many} of at most {largest}"
                )
            }
        }
    }
}

/// What `guess` found, and over what.
#[derive(Clone, Debug)]
pub struct Guess {
    pub game: &'static str,
    pub play: Play,
    /// The positions checked, in words, under the play checked: `n = 2..=1000000`.
    pub checked: String,
    pub claim: Claim,
    pub bound: u64,
    /// How many positions were played (each once), all of [`Claim::positions`].
    pub positions: u64,
    /// The rule that agrees with every position checked, or the nearest one (`None` when no
    /// family even proposed a rule).
    pub found: Result<Rule, Option<Box<Miss>>>,
    /// What the rule found predicts, for checking the claim again.
    pub predict: Option<Predict>,
    /// What else was seen on the way (a one-heap sequence no family describes).
    pub notes: Vec<String>,
}

/// Whether the player to move wins, or `Err` where the position is a draw (no family predicts
/// draws).
fn mover_wins(game: &mut dyn Explore, numbers: &[u64], play: Play) -> Result<Option<bool>, String> {
    match game.outcome(numbers, play) {
        None => Ok(None),
        Some(Outcome::Win) => Ok(Some(true)),
        Some(Outcome::Lose) => Ok(Some(false)),
        Some(Outcome::Draw) => Err(format!(
            "{}: {} is a draw (the moves can go on forever and neither player can force an \
             end); guess's families predict wins and losses only (`table` shows the draws)",
            game.about().name,
            describe(game.about().shape, numbers)
        )),
    }
}

/// Solves every position of `game` up to `bound` under `play` and finds the simplest rule
/// that agrees with them all. `Err` for a bound beyond memory, a draw, or a game of more than
/// two free numbers.
pub fn guess(game: &mut dyn Explore, bound: u64, play: Play) -> Result<Guess, String> {
    let about = *game.about();
    check_memory(&about, bound)?;
    let mut notes = Vec::new();
    let (claim, candidates, positions) = match about.shape {
        Shape::Numbers(parameters) if parameters.len() > 2 => {
            let names: Vec<&str> = parameters.iter().map(|p| p.name).collect();
            return Err(format!(
                "{} is a game of {} numbers ({}): guess takes one or two; fix the others with \
                 --fix NAME=VALUE, or find the rule across them with --over NAME=LOW..HIGH",
                about.name,
                names.len(),
                names.join(", ")
            ));
        }
        Shape::Numbers(parameters) => {
            let claim = Claim::Numbers(
                parameters
                    .iter()
                    .map(|p| (p.name, p.lowest, bound))
                    .collect(),
            );
            let positions = solve(game, &claim, play, |_| None)?;
            let candidates = number_candidates(&about, bound, &positions)?;
            (claim, candidates, positions)
        }
        Shape::Heaps | Shape::Cells => list_guess(game, bound, play, &mut notes)?,
    };
    let (found, predict) = judge(&candidates, &positions, about.shape);
    Ok(Guess {
        game: about.name,
        play,
        checked: claim.words(),
        claim,
        bound,
        positions: positions.len() as u64,
        found,
        predict,
        notes,
    })
}

/// Positions solved: each position's numbers and whether the player to move wins it.
type Solved = Vec<(Vec<u64>, bool)>;

/// The claim's positions in its order, each with whether the player to move wins (numbers
/// that give no position are left out): as `known` says where it says, else solved from the
/// rules.
fn solve(
    game: &mut dyn Explore,
    claim: &Claim,
    play: Play,
    known: impl Fn(&[u64]) -> Option<bool>,
) -> Result<Solved, String> {
    let mut positions = Vec::new();
    for numbers in claim.positions() {
        if let Some(wins) =
            known(&numbers).map_or_else(|| mover_wins(game, &numbers, play), |w| Ok(Some(w)))?
        {
            positions.push((numbers, wins));
        }
    }
    Ok(positions)
}

/// The candidates for a game of one or two numbers, fitted to its solved positions: the
/// sequence families for one (which need every value to give a position), the pair families
/// for two.
fn number_candidates(
    about: &About,
    bound: u64,
    positions: &[(Vec<u64>, bool)],
) -> Result<Vec<Candidate>, String> {
    match about.shape {
        Shape::Numbers([p]) => {
            // Where a number gives no position, the sequence would lose its indices.
            let expected = bound.saturating_sub(p.lowest) + 1;
            if positions.is_empty() {
                return Err(format!(
                    "{}: no {} in {}..={bound} gives a position: the numbers held fixed are \
                     outside the game's rules",
                    about.name, p.name, p.lowest
                ));
            }
            if positions.len() as u64 != expected {
                return Err(format!(
                    "{}: {} of the {expected} values {} = {}..={bound} give no position; the \
                     sequence families need every one",
                    about.name,
                    expected - positions.len() as u64,
                    p.name,
                    p.lowest
                ));
            }
            let loses: Vec<bool> = positions.iter().map(|(_, wins)| !wins).collect();
            Ok(sequence::outcome_candidates(p.name, p.lowest, &loses))
        }
        Shape::Numbers([p, q]) => {
            let losing: Vec<(u64, u64)> = positions
                .iter()
                .filter(|(_, wins)| !wins)
                .map(|(v, _)| (v[0], v[1]))
                .collect();
            Ok(pairs::candidates([p.name, q.name], &losing))
        }
        _ => unreachable!("one or two numbers"),
    }
}

/// A heap (or chessmen) game's claim, its candidates (the list families, given the one-heap
/// values) and the claim's positions solved: under normal play, a single heap beyond the lists
/// by its Grundy value.
fn list_guess(
    game: &mut dyn Explore,
    bound: u64,
    play: Play,
    notes: &mut Vec<String>,
) -> Result<(Claim, Vec<Candidate>, Solved), String> {
    let about = *game.about();
    let cells = matches!(about.shape, Shape::Cells);
    let (g, one_heap) = one_heap_values(game, bound, cells, notes)?;
    let (count, largest) = about.lists;
    let largest = largest.min(bound);
    let claim = Claim::Lists {
        cells,
        count,
        largest,
        single: match play {
            Play::Normal => bound,
            Play::Misere => bound.min(MISERE_SINGLE.max(largest)),
        },
        single_by_value: play == Play::Normal && bound > largest,
    };
    let candidates = lists::candidates(&g, &one_heap, cells);
    let by_value = |numbers: &[u64]| match numbers {
        [n] if play == Play::Normal && *n > largest => Some(g[*n as usize] != 0),
        _ => None,
    };
    let positions = solve(game, &claim, play, by_value)?;
    Ok((claim, candidates, positions))
}

/// The normal-play Grundy values of one heap (one chessman) up to `bound`, which the list
/// families combine, and how the rule describes them.
fn one_heap_values(
    game: &mut dyn Explore,
    bound: u64,
    cells: bool,
    notes: &mut Vec<String>,
) -> Result<(Vec<u64>, lists::OneHeap), String> {
    let name = game.about().name;
    let first = u64::from(cells);
    let mut g = vec![0; bound as usize + 1];
    for n in first..=bound {
        g[n as usize] = match game.value(&[n]) {
            Some(Value::Finite(value)) => value,
            Some(infinite) => {
                return Err(format!(
                    "{name}: one heap of {n} is worth {infinite}: the list families combine \
                     finite values only"
                ))
            }
            None => return Err(format!("{name}: one heap of {n} gives no position")),
        };
    }
    let one_heap = match sequence::grundy_rule(&g[first as usize..], first) {
        Ok(rule) => lists::OneHeap {
            words: rule.words,
            rust: rule.rust,
        },
        Err((nearest, _)) => {
            notes.push(format!(
                "one-heap values g({first}..={bound}): no periodic or arithmetic-periodic \
                 family fits (nearest: {nearest}); the rule uses them as a table"
            ));
            let table: Vec<String> = g.iter().map(u64::to_string).collect();
            lists::OneHeap {
                words: format!("g tabulated from the rules (g(0..) = {}, ...)", preview(&g)),
                // The table itself: the rule holds as far as it was checked, and a heap beyond
                // it panics on the index rather than answering wrongly.
                rust: format!(
                    "const G: [u64; {}] = [{}]; G[n as usize]",
                    g.len(),
                    table.join(", ")
                ),
            }
        }
    };
    Ok((g, one_heap))
}

/// The first values of a sequence, for words.
fn preview(values: &[u64]) -> String {
    let shown: Vec<String> = values.iter().take(12).map(u64::to_string).collect();
    shown.join(", ")
}

/// Calls `visit` with every list of at most `count` values in `low..=high`, non-decreasing
/// (`repeats`) or increasing, the empty list included.
fn each_list(
    list: &mut Vec<u64>,
    low: u64,
    high: u64,
    count: usize,
    repeats: bool,
    visit: &mut dyn FnMut(&[u64]),
) {
    visit(list);
    if list.len() == count {
        return;
    }
    let from = match list.last() {
        None => low,
        Some(&last) if repeats => last,
        Some(&last) => last + 1,
    };
    for value in from..=high {
        list.push(value);
        each_list(list, low, high, count, repeats, visit);
        list.pop();
    }
}

/// The first candidate agreeing with every position (and what it predicts), or the nearest.
fn judge(
    candidates: &[Candidate],
    positions: &[(Vec<u64>, bool)],
    shape: Shape,
) -> (Result<Rule, Option<Box<Miss>>>, Option<Predict>) {
    let mut nearest: Option<Box<Miss>> = None;
    for candidate in candidates {
        let mut agreed = 0;
        let mut first_wrong = None;
        for (numbers, wins) in positions {
            if candidate.predict.wins(numbers) == *wins {
                agreed += 1;
            } else if first_wrong.is_none() {
                first_wrong = Some((numbers, *wins));
            }
        }
        let Some((numbers, wins)) = first_wrong else {
            if candidate.only_nearest {
                continue;
            }
            return (Ok(candidate.rule.clone()), Some(candidate.predict.clone()));
        };
        if nearest.as_ref().is_none_or(|miss| agreed > miss.agreed) {
            let verdict = |wins: bool| if wins { "wins" } else { "loses" };
            nearest = Some(Box::new(Miss {
                rule: candidate.rule.clone(),
                agreed,
                counterexample: format!(
                    "{}: the player to move {} by the rules, {} by this rule",
                    describe(shape, numbers),
                    verdict(wins),
                    verdict(!wins)
                ),
            }));
        }
    }
    (Err(nearest), None)
}

/// A position in words: `n = 200`, `(a, b) = (3, 5)`, `heaps [1, 2, 3]`.
pub fn describe(shape: Shape, numbers: &[u64]) -> String {
    match shape {
        Shape::Numbers([p]) => format!("{} = {}", p.name, numbers[0]),
        Shape::Numbers(parameters) => {
            let names: Vec<&str> = parameters.iter().map(|p| p.name).collect();
            let values: Vec<String> = numbers.iter().map(u64::to_string).collect();
            format!("({}) = ({})", names.join(", "), values.join(", "))
        }
        Shape::Heaps => format!("heaps {numbers:?}"),
        Shape::Cells => format!("cells {numbers:?}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games;

    fn found(name: &str, bound: Option<u64>) -> Guess {
        let mut game = games::find(name).unwrap();
        let about = *game.about();
        guess(game.as_mut(), bound.unwrap_or(about.upto), about.play).unwrap()
    }

    fn formula(name: &str) -> String {
        let guess = found(name, None);
        match guess.found {
            Ok(rule) => rule.formula,
            Err(miss) => panic!("{name}: nothing fits; nearest {miss:?}"),
        }
    }

    #[test]
    fn lists_are_enumerated_as_multisets_or_sets() {
        let mut seen = Vec::new();
        each_list(&mut Vec::new(), 1, 3, 2, true, &mut |l| {
            seen.push(l.to_vec())
        });
        assert_eq!(seen.len(), 1 + 3 + 6);
        let mut sets = Vec::new();
        each_list(&mut Vec::new(), 1, 3, 2, false, &mut |l| {
            sets.push(l.to_vec())
        });
        assert_eq!(sets.len(), 1 + 3 + 3);
    }

    #[test]
    fn the_rules_of_the_small_games_are_rediscovered() {
        assert_eq!(
            formula("nim"),
            "first player wins iff the XOR of the piles is non-zero"
        );
        assert_eq!(formula("bash"), "first wins iff n mod (m + 1) ≠ 0");
        assert_eq!(formula("kiki"), "first loses iff n and m are both odd");
        assert_eq!(formula("public-sale"), "first wins iff M mod (N + 1) ≠ 0");
        assert_eq!(
            formula("misere-nim"),
            "all heaps 1: first wins iff their count is even; else iff XOR ≠ 0"
        );
        assert_eq!(
            formula("chessmen"),
            "XOR of the gaps inside pairs taken from the right ≠ 0"
        );
    }

    #[test]
    fn every_family_finds_its_game() {
        let family = |name: &str, bound: Option<u64>| {
            let guess = found(name, bound);
            guess.found.map(|rule| rule.family).unwrap_or("none")
        };
        assert_eq!(family("wythoff", Some(60)), "Beatty pairs");
        assert_eq!(family("fibonacci-nim", None), "sequence");
        assert_eq!(
            family("multiplication", Some(200_000)),
            "geometric intervals"
        );
        assert_eq!(family("new-stone-game", None), "pairing");
        assert_eq!(family("lasker", Some(60)), "disjunctive sum");
        assert_eq!(family("s-nim", None), "disjunctive sum");
        assert_eq!(family("kayles", None), "disjunctive sum");
        // Below 72 + 3 periods, Kayles' period is not yet convincing: its values are a table.
        let early = found("kayles", Some(100));
        assert!(early.notes[0].contains("no periodic"), "{:?}", early.notes);
    }

    /// Nim heaps, but a move may also take one from every heap at once: the game claims to
    /// split into its heaps, and the moves break the claim.
    struct TakeFromAll;
    impl crate::search::Game for TakeFromAll {
        type Position = Vec<u16>;
        fn options(&self, heaps: &Vec<u16>, visit: &mut dyn FnMut(Vec<u16>) -> bool) -> bool {
            let all = !heaps.is_empty() && {
                let mut next: Vec<u16> = heaps.iter().map(|&h| h - 1).collect();
                crate::search::canonical_piles(&mut next);
                visit(next)
            };
            all || crate::games::nim::NimRules.options(heaps, visit)
        }
        fn split(&self, heaps: &Vec<u16>) -> Option<Vec<Vec<u16>>> {
            crate::search::split_piles(heaps)
        }
    }

    #[test]
    fn a_sum_that_the_moves_break_is_not_called_a_sum() {
        let nim = games::find("nim").unwrap();
        let about = crate::explore::About {
            name: "take-from-all",
            ..*nim.about()
        };
        let mut game =
            crate::explore::Explorer::boxed(about, TakeFromAll, crate::search::piles_position);
        // One heap is a nim heap, and the split says a sum is worth the XOR of its heaps.
        assert_eq!(game.value(&[1, 1]), Some(Value::Finite(0)));
        // But taking one from both wins [1, 1]: the XOR family must see it.
        assert_eq!(game.outcome(&[1, 1], Play::Normal), Some(Outcome::Win));
        let guess = guess(game.as_mut(), 20, Play::Normal).unwrap();
        let family = guess.found.as_ref().map_or("none", |rule| rule.family);
        assert_ne!(family, "disjunctive sum", "{:?}", guess.found);
    }

    #[test]
    fn a_game_no_family_fits_is_said_to_fit_none_with_the_nearest_rule() {
        let guess = found("cutting", Some(6));
        let miss = guess.found.unwrap_err().expect("some family came near");
        assert!(
            miss.counterexample.contains("(W, H) = "),
            "{}",
            miss.counterexample
        );
        assert!(guess.positions == 25);
    }

    #[test]
    fn a_bound_beyond_memory_is_refused() {
        let mut game = games::find("wythoff").unwrap();
        let message = guess(game.as_mut(), 1 << 40, Play::Normal).unwrap_err();
        assert!(
            message.contains("largest bound that fits is --upto 3999"),
            "{message}"
        );
    }
}
