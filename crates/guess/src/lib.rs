//! `guess`: the rule behind a game's outcomes, found by trying a library of rule families on
//! every position up to a bound, solved from the rules, and checked over all of them.
//!
//! Each family fits its parameters to the solved positions (a period, a recurrence, a ratio, the
//! step of Beatty pairs) and becomes a [`Candidate`]: a rule in words, in the README's formula
//! form and as Rust, with a prediction. Candidates are tried simplest first; the first that
//! agrees with every position is the guess, checked to the bound and no further: nothing here
//! proves a rule. When none agrees, a rule that all but a few positions agree with is taken with
//! those positions as exceptions if they stay the same at a larger bound ([`exceptions`]);
//! otherwise the nearest of the rules proposed (most positions agreed) is named with its
//! counterexamples.
//!
//! A guess stops at its time limit ([`TimeLimit`], a minute unless the tool is given another)
//! between layers of positions (every position whose largest number is the layer's), and then
//! says how far it got instead of claiming anything.
//!
//! The families are a crate of their own, on `moves` (the games and their solver): an edit to a
//! family rebuilds this crate and the `explore` tool, not the games, and an edit to a game does
//! not make the oracles and the runner, which use the games but not the families, wait for
//! these 4,000 lines to compile.

pub mod across;
pub mod exceptions;
pub mod lists;
pub mod pairs;
pub mod sequence;
pub mod trees;
pub mod values;

use moves::explore::{check_memory, About, Explore, Shape};
use moves::loopy::{Outcome, Value};
use moves::search::Play;
pub use moves::time_limit::TimeLimit;
use std::cmp::Ordering;
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

/// The nearest rule when none fits: how many positions it agrees with and gets wrong, and the
/// first it gets wrong (up to [`LISTED`]), in the order they were solved.
#[derive(Clone, Debug)]
pub struct Miss {
    pub rule: Rule,
    pub agreed: u64,
    pub wrong: u64,
    pub counterexamples: Vec<String>,
}

/// The most counterexamples a nearest rule lists.
pub const LISTED: usize = 10;

/// `n` of a noun, singular or plural: "1 position", "2 positions".
pub fn counted(n: u64, noun: &str) -> String {
    match n {
        1 => format!("1 {noun}"),
        n => format!("{n} {noun}s"),
    }
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
/// that agrees with them all, within the default time limit ([`moves::time_limit::DEFAULT`]).
/// `Err` for a bound beyond memory or time, a draw, or a game of more than two free numbers.
pub fn guess(game: &mut dyn Explore, bound: u64, play: Play) -> Result<Guess, String> {
    let limit = TimeLimit::new(moves::time_limit::DEFAULT);
    guess_within(game, bound, play, &limit)
}

/// [`guess`], stopping with `Err` (saying how far it got) at the first layer of positions that
/// starts after `limit` is up. A stop that only cut the check of a rule's exceptions short
/// leaves a note instead; [`TimeLimit::reached`] tells either.
pub fn guess_within(
    game: &mut dyn Explore,
    bound: u64,
    play: Play,
    limit: &TimeLimit,
) -> Result<Guess, String> {
    let about = *game.about();
    check_memory(&about, bound)?;
    if let Shape::Numbers(parameters) = about.shape {
        // A claim on no position would be no claim at all.
        if let Some(p) = parameters.iter().find(|p| p.lowest > bound) {
            return Err(format!(
                "{}: --upto {bound} leaves no position: {} starts at {}",
                about.name, p.name, p.lowest
            ));
        }
        if parameters.len() > 2 {
            let names: Vec<&str> = parameters.iter().map(|p| p.name).collect();
            return Err(format!(
                "{} is a game of {} numbers ({}): guess takes one or two; fix the others with \
                 --fix NAME=VALUE, or find the rule across them with --over NAME=LOW..HIGH",
                about.name,
                names.len(),
                names.join(", ")
            ));
        }
    }
    let mut notes = Vec::new();
    let mut solved = attempt(game, bound, about.lists, play, limit, &mut notes)?;
    let (mut found, mut predict) = judge(&solved.candidates, &solved.positions, about.shape);
    let mut checked_to = bound;
    if found.is_err() {
        if let Some(taken) = exceptions::confirm(game, &solved, bound, play, limit, &mut notes) {
            notes.push(format!(
                "{} gets the same {} wrong up to {bound} and up to {}: taken with them as \
                 exceptions, checked on every position up to {}",
                taken.base,
                counted(taken.exceptions as u64, "position"),
                taken.bound,
                taken.bound
            ));
            found = Ok(taken.candidate.rule.clone());
            predict = Some(taken.candidate.predict.clone());
            checked_to = taken.bound;
            solved = taken.solved;
        }
    }
    if found.is_err() {
        notes.extend(solved.refusals.iter().cloned());
    }
    Ok(Guess {
        game: about.name,
        play,
        checked: solved.claim.words(),
        claim: solved.claim,
        bound: checked_to,
        positions: solved.positions.len() as u64,
        found,
        predict,
        notes,
    })
}

/// Positions solved: each position's numbers and whether the player to move wins it.
pub type Positions = Vec<(Vec<u64>, bool)>;

/// One bound's claim, its positions solved, and the candidates fitted to them.
pub struct Solved {
    pub claim: Claim,
    pub positions: Positions,
    pub candidates: Vec<Candidate>,
    /// Why a family proposed no rule, told when nothing fits.
    pub refusals: Vec<String>,
}

/// The claim of `game` at `bound`, its positions solved and the families' candidates; a list
/// game's claim holds the lists of up to `lists` = (count, largest) heaps.
fn attempt(
    game: &mut dyn Explore,
    bound: u64,
    lists: (usize, u64),
    play: Play,
    limit: &TimeLimit,
    notes: &mut Vec<String>,
) -> Result<Solved, String> {
    let about = *game.about();
    match about.shape {
        Shape::Numbers(parameters) => {
            let claim = Claim::Numbers(
                parameters
                    .iter()
                    .map(|p| (p.name, p.lowest, bound))
                    .collect(),
            );
            let positions = solve(game, &claim, play, |_| None, limit)?;
            let candidates = number_candidates(&about, bound, &positions)?;
            // Told only when nothing fits: few positions may fit a rule they cannot show.
            let refusals = match parameters {
                [one] => {
                    let longest = positions.len() / 3;
                    let next = longest + 1;
                    let upto = one.lowest + 3 * next as u64 - 1;
                    vec![format!(
                        "a period is taken only where it repeats three times, so {} show periods \
                         up to {longest}; a period of {next} needs positions up to --upto {upto}",
                        counted(positions.len() as u64, "position"),
                    )]
                }
                _ => Vec::new(),
            };
            Ok(Solved {
                claim,
                positions,
                candidates,
                refusals,
            })
        }
        Shape::Heaps | Shape::Cells => list_guess(game, bound, lists, play, limit, notes),
    }
}

/// The claim's positions, each with whether the player to move wins (numbers that give no
/// position are left out): as `known` says where it says, else solved from the rules. Positions
/// of numbers come layer by layer ([`by_layers`]), and the time limit is looked at before each
/// layer, so that a stop can name the largest bound whose positions were all solved.
fn solve(
    game: &mut dyn Explore,
    claim: &Claim,
    play: Play,
    known: impl Fn(&[u64]) -> Option<bool>,
    limit: &TimeLimit,
) -> Result<Positions, String> {
    let mut positions = Vec::new();
    let mut one = |game: &mut dyn Explore, numbers: &[u64]| -> Result<(), String> {
        if let Some(wins) =
            known(numbers).map_or_else(|| mover_wins(game, numbers, play), |w| Ok(Some(w)))?
        {
            positions.push((numbers.to_vec(), wins));
        }
        Ok(())
    };
    match claim {
        Claim::Numbers(ranges) => by_layers(ranges, &mut |layer, numbers| {
            if layer.is_some() && limit.is_up() {
                return Err(out_of_time(game.about().name, claim, layer, limit));
            }
            one(game, numbers)
        })?,
        Claim::Lists { .. } => {
            for numbers in claim.positions() {
                if limit.is_up() {
                    return Err(out_of_time(game.about().name, claim, None, limit));
                }
                one(game, &numbers)?;
            }
        }
    }
    Ok(positions)
}

/// What a guess stopped at its time limit says: how far it got, how to give it longer, and the
/// bound that fits.
fn out_of_time(name: &str, claim: &Claim, layer: Option<u64>, limit: &TimeLimit) -> String {
    let (named, longer) = (limit.named(), limit.longer());
    match (claim, layer) {
        (Claim::Numbers(ranges), Some(layer)) => {
            let lowest = ranges.iter().map(|r| r.1).max().unwrap_or(0);
            let fits = if layer > lowest {
                let last = layer - 1;
                format!(
                    "every position up to {last} was solved in time; {longer}, or --upto {last} \
                     fits it here"
                )
            } else {
                format!("not even the smallest bound was solved in time; {longer}")
            };
            format!(
                "{name}: guess stopped at {named} before the positions whose largest number is \
                 {layer} ({}); {fits}; nothing is claimed",
                claim.words()
            )
        }
        _ => format!(
            "{name}: guess stopped at {named} before solving every position of {}; {longer}, or \
             try a smaller --upto; nothing is claimed",
            claim.words()
        ),
    }
}

/// What a guess stopped at its time limit before one heap of `n` says: heaps from `first` on.
fn out_of_time_at_heap(name: &str, n: u64, first: u64, limit: &TimeLimit) -> String {
    let longer = limit.longer();
    let fits = if n > first {
        let last = n - 1;
        format!(
            "every heap up to {last} was valued in time; {longer}, or --upto {last} is about \
             the largest bound whose one-heap values fit"
        )
    } else {
        format!("not even one heap was solved in time; {longer}")
    };
    format!(
        "{name}: guess stopped at {} before the value of one heap of {n}; {fits}; nothing is \
         claimed",
        limit.named()
    )
}

/// What [`by_layers`] calls: the layer at its first position, and the position.
type LayerVisit<'a> = dyn FnMut(Option<u64>, &[u64]) -> Result<(), String> + 'a;

/// Calls `visit` with every position of the ranges (each number's low and high ends), layer by
/// layer: layer B holds the positions whose largest number is B, so that layers up to B are
/// exactly the positions of `--upto B`. `visit` is told the layer at each layer's first
/// position (`None` at the others); its first `Err` stops the walk.
fn by_layers(ranges: &[(&'static str, u64, u64)], visit: &mut LayerVisit) -> Result<(), String> {
    let (Some(lowest), Some(highest)) = (
        ranges.iter().map(|r| r.1).max(),
        ranges.iter().map(|r| r.2).max(),
    ) else {
        return Ok(());
    };
    if ranges.iter().any(|&(_, low, high)| low > high) {
        return Ok(());
    }
    for layer in lowest..=highest {
        let mut first = Some(layer);
        // The positions of this layer whose first number equal to the layer is number i, the
        // last i first: for two numbers, (a, B) with a < B, then (B, b), in lexicographic order.
        for i in (0..ranges.len()).rev() {
            let mut numbers = Vec::with_capacity(ranges.len());
            each_in_layer(ranges, layer, i, &mut numbers, &mut |numbers| {
                visit(first.take(), numbers)
            })?;
        }
    }
    Ok(())
}

/// The positions of `layer` that extend `numbers`, with number `at` the first equal to it:
/// the numbers before it below the layer, the ones after at most the layer.
fn each_in_layer(
    ranges: &[(&'static str, u64, u64)],
    layer: u64,
    at: usize,
    numbers: &mut Vec<u64>,
    visit: &mut dyn FnMut(&[u64]) -> Result<(), String>,
) -> Result<(), String> {
    let j = numbers.len();
    if j == ranges.len() {
        return visit(numbers);
    }
    let (_, low, high) = ranges[j];
    let values = match j.cmp(&at) {
        Ordering::Less if layer == 0 => return Ok(()),
        Ordering::Less => low..=high.min(layer - 1),
        Ordering::Equal if (low..=high).contains(&layer) => layer..=layer,
        Ordering::Equal => return Ok(()),
        Ordering::Greater => low..=high.min(layer),
    };
    for value in values {
        numbers.push(value);
        let result = each_in_layer(ranges, layer, at, numbers, visit);
        numbers.pop();
        result?;
    }
    Ok(())
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
            Ok(pairs::candidates([*p, *q], &losing))
        }
        _ => unreachable!("one or two numbers"),
    }
}

/// A heap (or chessmen) game's claim, its positions solved (under normal play, a single heap
/// beyond the lists by its Grundy value), and the list families' candidates, given the
/// one-heap values and the lost lists.
fn list_guess(
    game: &mut dyn Explore,
    bound: u64,
    (count, largest): (usize, u64),
    play: Play,
    limit: &TimeLimit,
    notes: &mut Vec<String>,
) -> Result<Solved, String> {
    let about = *game.about();
    let cells = matches!(about.shape, Shape::Cells);
    let (g, one_heap) = one_heap_values(game, bound, cells, limit, notes)?;
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
    let by_value = |numbers: &[u64]| match numbers {
        [n] if play == Play::Normal && *n > largest => Some(g[*n as usize] != 0),
        _ => None,
    };
    let positions = solve(game, &claim, play, by_value, limit)?;
    let lost: Vec<&[u64]> = positions
        .iter()
        .filter(|(_, wins)| !wins)
        .map(|(list, _)| list.as_slice())
        .collect();
    let mut refusals = Vec::new();
    let candidates = lists::candidates(&g, &one_heap, cells, &lost, &mut refusals);
    Ok(Solved {
        claim,
        positions,
        candidates,
        refusals,
    })
}

/// The normal-play Grundy values of one heap (one chessman) up to `bound`, which the list
/// families combine, and how the rule describes them.
fn one_heap_values(
    game: &mut dyn Explore,
    bound: u64,
    cells: bool,
    limit: &TimeLimit,
    notes: &mut Vec<String>,
) -> Result<(Vec<u64>, lists::OneHeap), String> {
    let name = game.about().name;
    let first = u64::from(cells);
    let mut g = vec![0; bound as usize + 1];
    for n in first..=bound {
        if limit.is_up() {
            return Err(out_of_time_at_heap(name, n, first, limit));
        }
        g[n as usize] = match game.value(&[n]) {
            Some(Value::Finite(value)) => value,
            Some(infinite) => {
                return Err(format!(
                    "{name}: one heap of {n} is worth {infinite}: the list families combine \
                     finite values only"
                ))
            }
            None => {
                return Err(format!(
                    "{name}: one heap of {n} gives no position (this game's heaps stop below \
                     it): lower --upto"
                ))
            }
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

/// The positions `candidate` gets wrong: how many, and the first `keep` of them with whether
/// the player to move wins there by the rules.
pub fn disagreements(
    candidate: &Candidate,
    positions: &[(Vec<u64>, bool)],
    keep: usize,
) -> (u64, Positions) {
    let mut wrong = 0;
    let mut first = Vec::new();
    for (numbers, wins) in positions {
        if candidate.predict.wins(numbers) != *wins {
            wrong += 1;
            if first.len() < keep {
                first.push((numbers.clone(), *wins));
            }
        }
    }
    (wrong, first)
}

/// The first candidate agreeing with every position (and what it predicts), or the nearest.
fn judge(
    candidates: &[Candidate],
    positions: &[(Vec<u64>, bool)],
    shape: Shape,
) -> (Result<Rule, Option<Box<Miss>>>, Option<Predict>) {
    let mut nearest: Option<Box<Miss>> = None;
    for candidate in candidates {
        let (wrong, first) = disagreements(candidate, positions, LISTED);
        if wrong == 0 {
            if candidate.only_nearest {
                continue;
            }
            return (Ok(candidate.rule.clone()), Some(candidate.predict.clone()));
        }
        if nearest.as_ref().is_none_or(|miss| wrong < miss.wrong) {
            let verdict = |wins: bool| if wins { "wins" } else { "loses" };
            nearest = Some(Box::new(Miss {
                rule: candidate.rule.clone(),
                agreed: positions.len() as u64 - wrong,
                wrong,
                counterexamples: first
                    .iter()
                    .map(|(numbers, wins)| {
                        format!(
                            "{}: the player to move {} by the rules, {} by this rule",
                            describe(shape, numbers),
                            verdict(*wins),
                            verdict(!wins)
                        )
                    })
                    .collect(),
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
    use moves::games;

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

    fn layered(ranges: &[(&'static str, u64, u64)]) -> Vec<(Option<u64>, Vec<u64>)> {
        let mut seen = Vec::new();
        by_layers(ranges, &mut |layer, numbers| {
            seen.push((layer, numbers.to_vec()));
            Ok(())
        })
        .unwrap();
        seen
    }

    #[test]
    fn positions_come_in_layers_of_their_largest_number() {
        let seen = layered(&[("a", 1, 3), ("b", 0, 3)]);
        let order: Vec<Vec<u64>> = seen.iter().map(|(_, n)| n.clone()).collect();
        assert_eq!(
            order,
            [
                vec![1, 0],
                vec![1, 1],
                vec![1, 2],
                vec![2, 0],
                vec![2, 1],
                vec![2, 2],
                vec![1, 3],
                vec![2, 3],
                vec![3, 0],
                vec![3, 1],
                vec![3, 2],
                vec![3, 3]
            ]
        );
        let starts: Vec<u64> = seen.iter().filter_map(|(layer, _)| *layer).collect();
        assert_eq!(starts, [1, 2, 3]);
        // Every position of the claim, once, for one number, two and three.
        for ranges in [
            vec![("n", 2, 9)],
            vec![("a", 0, 5), ("b", 3, 7)],
            vec![("x", 1, 4), ("y", 0, 2), ("z", 2, 3)],
        ] {
            let mut listed: Vec<Vec<u64>> = layered(&ranges).into_iter().map(|(_, n)| n).collect();
            listed.sort();
            assert_eq!(
                listed,
                Claim::Numbers(ranges.clone()).positions(),
                "{ranges:?}"
            );
        }
        assert!(layered(&[("a", 3, 2), ("b", 0, 5)]).is_empty());
        assert_eq!(layered(&[("n", 4, 4)]), [(Some(4), vec![4])]);
        assert!(layered(&[]).is_empty());
    }

    /// A limit of 0 s: up before anything is solved.
    fn no_time() -> TimeLimit {
        TimeLimit::new(std::time::Duration::ZERO)
    }

    #[test]
    fn a_guess_past_its_time_limit_says_how_far_it_got_and_how_to_go_further() {
        let mut game = games::find("wythoff").unwrap();
        let limit = no_time();
        let message = guess_within(game.as_mut(), 3_999, Play::Normal, &limit)
            .err()
            .unwrap();
        assert_eq!(
            message,
            "wythoff: guess stopped at its time limit of 0 s before the positions whose largest \
             number is 0 (a = 0..=3999, b = 0..=3999); not even the smallest bound was solved \
             in time; --time-limit 1 gives it longer; nothing is claimed"
        );
        assert!(limit.reached());
        let mut game = games::find("kayles").unwrap();
        let message = guess_within(game.as_mut(), 200, Play::Normal, &no_time())
            .err()
            .unwrap();
        assert!(
            message.contains("before the value of one heap of 0; not even one heap"),
            "{message}"
        );
        // A game of chessmen on cells starts at cell 1: stopped there, still no heap was solved.
        let mut game = games::find("chessmen").unwrap();
        let message = guess_within(game.as_mut(), 50, Play::Normal, &no_time())
            .err()
            .unwrap();
        assert!(
            message.contains("before the value of one heap of 1; not even one heap"),
            "{message}"
        );
        // Stopped at layer 5: every layer below was solved, so --upto 4 fits.
        let minute = TimeLimit::new(moves::time_limit::DEFAULT);
        let claim = Claim::Numbers(vec![("a", 0, 99), ("b", 1, 99)]);
        assert!(out_of_time("w", &claim, Some(5), &minute).contains(
            "every position up to 4 was solved in time; --time-limit 120 gives it longer, or \
             --upto 4 fits it here; nothing is claimed"
        ));
        let lists = Claim::Lists {
            cells: false,
            count: 3,
            largest: 9,
            single: 60,
            single_by_value: true,
        };
        assert!(out_of_time("k", &lists, None, &minute)
            .contains("--time-limit 120 gives it longer, or try a smaller --upto"));
        // Stopped at heap 7, with heaps from 1: heaps up to 6 were solved.
        let at_heap = |n| out_of_time_at_heap("c", n, 1, &minute);
        assert!(at_heap(7).contains("--time-limit 120 gives it longer, or --upto 6 is about"));
        assert!(at_heap(2).contains("every heap up to 1 was valued in time"));
        assert!(at_heap(1).contains("not even one heap"));
        // Lists are solved one by one, the time limit looked at before each.
        let mut game = games::find("nim").unwrap();
        let stopped = solve(game.as_mut(), &lists, Play::Normal, |_| None, &no_time());
        assert!(stopped.unwrap_err().contains("nim: guess stopped"));
    }

    #[test]
    fn misere_nim_is_refused_by_the_digit_wise_family_and_found_by_its_exception() {
        let mut game = games::find("nim").unwrap();
        let far = TimeLimit::new(moves::time_limit::DEFAULT);
        let solved = attempt(
            game.as_mut(),
            30,
            (3, 12),
            Play::Misere,
            &far,
            &mut Vec::new(),
        )
        .unwrap();
        assert!(solved
            .candidates
            .iter()
            .all(|c| c.rule.family != "digit-wise counts"));
        assert_eq!(
            solved.refusals,
            ["digit-wise counts: the player to move loses on heaps [1], where a binary digit is \
              set in 1 heap: no k >= 2 divides every count of the lost positions"]
        );
        let found = guess(game.as_mut(), 30, Play::Misere).unwrap();
        assert_eq!(found.found.unwrap().family, "misère exception");
        // Moore's Nim_2, whose rule it is, under normal play.
        let found = found_rule("moore");
        assert_eq!(found.family, "digit-wise counts");
        assert_eq!(found.parameters, [("k", "3".to_string())]);
    }

    #[test]
    fn single_heaps_beyond_the_lists_are_said_to_be_judged_by_value() {
        let mut game = games::find("nim").unwrap();
        let far = TimeLimit::new(moves::time_limit::DEFAULT);
        let mut claim = |bound| {
            let solved = attempt(
                game.as_mut(),
                bound,
                (3, 12),
                Play::Normal,
                &far,
                &mut Vec::new(),
            );
            solved.unwrap().claim.words()
        };
        assert_eq!(
            claim(12),
            "one heap of up to 12, and up to 3 heaps of at most 12"
        );
        assert_eq!(
            claim(20),
            "one heap of up to 20 (beyond the lists, by its Grundy value), and up to 3 heaps \
             of at most 12"
        );
    }

    fn found_rule(name: &str) -> Rule {
        found(name, None).found.unwrap()
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
        let words = early.found.unwrap().words;
        assert!(
            words.contains(
                "g tabulated from the rules (g(0..) = 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, ...)"
            ),
            "{words}"
        );
    }

    /// Nim heaps, but a move may also take one from every heap at once: the game claims to
    /// split into its heaps, and the moves break the claim.
    struct TakeFromAll;
    impl moves::search::Game for TakeFromAll {
        type Position = Vec<u16>;
        fn options(&self, heaps: &Vec<u16>, visit: &mut dyn FnMut(Vec<u16>) -> bool) -> bool {
            let all = !heaps.is_empty() && {
                let mut next: Vec<u16> = heaps.iter().map(|&h| h - 1).collect();
                moves::search::canonical_piles(&mut next);
                visit(next)
            };
            all || moves::games::nim::NimRules::default().options(heaps, visit)
        }
        fn split(&self, heaps: &Vec<u16>) -> Option<Vec<Vec<u16>>> {
            moves::search::split_piles(heaps)
        }
    }

    #[test]
    fn a_sum_that_the_moves_break_is_not_called_a_sum() {
        let nim = games::find("nim").unwrap();
        let about = moves::explore::About {
            name: "take-from-all",
            ..*nim.about()
        };
        let mut game =
            moves::explore::Explorer::boxed(about, TakeFromAll, moves::search::piles_position);
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
            miss.counterexamples[0].contains("(W, H) = "),
            "{:?}",
            miss.counterexamples
        );
        assert!(guess.positions == 25);
    }

    /// Take one or two tokens: lost exactly at n ≡ 0 (mod 3).
    #[derive(Default)]
    struct TakeOneOrTwo;

    impl moves::search::Game for TakeOneOrTwo {
        type Position = u64;

        fn options(&self, n: &u64, visit: &mut dyn FnMut(u64) -> bool) -> bool {
            (1..=2)
                .filter(|&take| take <= *n)
                .any(|take| visit(n - take))
        }
    }

    impl moves::rules::Rules for TakeOneOrTwo {
        const SHAPE: Shape = Shape::Numbers(&[moves::Parameter::new("n", 0)]);

        fn position_of(numbers: &[u64]) -> Option<u64> {
            numbers.first().copied()
        }
    }

    #[test]
    fn too_few_positions_for_a_period_name_the_bound_that_shows_it() {
        let mut game = moves::rules::explore_to::<TakeOneOrTwo>("take-1-2", "take 1 or 2", 5);
        let short = guess(game.as_mut(), 5, Play::Normal).unwrap();
        assert!(short.found.is_err(), "{:?}", short.found);
        let note = "6 positions show periods up to 2; a period of 3 needs positions up to --upto 8";
        assert!(
            short.notes.iter().any(|n| n.contains(note)),
            "{:?}",
            short.notes
        );
        let long = guess(game.as_mut(), 8, Play::Normal).unwrap();
        let rule = long.found.expect("period 3 shows three times in n = 0..=8");
        assert_eq!(rule.rust, "n % 3 != 0");
    }

    #[test]
    fn disagreements_are_counted_in_full_and_kept_up_to_the_limit() {
        let rule = |family| Rule {
            family,
            parameters: Vec::new(),
            words: String::new(),
            formula: String::new(),
            rust: String::new(),
        };
        // Says the player to move wins everywhere; the even n are lost.
        let wins = Candidate::new(rule("wins"), |_| true);
        assert_eq!(format!("{:?}", wins.predict), "Predict");
        let positions: Positions = (0..30).map(|n| (vec![n], n % 2 == 1)).collect();
        let (wrong, first) = disagreements(&wins, &positions, 3);
        assert_eq!(wrong, 15);
        assert_eq!(
            first,
            [(vec![0], false), (vec![2], false), (vec![4], false)]
        );
        // Two rules as near as each other: the nearest is the first, the simpler.
        let loses = Candidate::new(rule("loses"), |_| false);
        let (found, predict) = judge(&[wins, loses], &positions, Shape::Heaps);
        let miss = found.unwrap_err().unwrap();
        assert_eq!(
            (miss.rule.family, miss.wrong, miss.agreed),
            ("wins", 15, 15)
        );
        assert_eq!(miss.counterexamples.len(), LISTED);
        assert!(predict.is_none());
    }

    #[test]
    fn a_bound_below_a_number_s_lowest_is_refused_rather_than_claimed_on_nothing() {
        let mut game = games::find("bash").unwrap();
        let message = guess(game.as_mut(), 0, Play::Normal).unwrap_err();
        assert_eq!(message, "bash: --upto 0 leaves no position: m starts at 1");
        assert_eq!(guess(game.as_mut(), 1, Play::Normal).unwrap().positions, 2);
        assert_eq!(counted(1, "position"), "1 position");
        assert_eq!(counted(0, "position"), "0 positions");
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
