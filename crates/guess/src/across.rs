//! `guess NAME --over p=1..6 --over q=p..8`: the rule for every setting of some of a game's
//! numbers (its parameters), then one rule across the settings, as contest solvers find it by
//! hand: tabulate each small (p, q), read each period and losing set, and fit them as simple
//! functions of p and q.
//!
//! The family across settings: the outcomes of the one free number n repeat with a period that
//! is an affine function of the parameters (p + q, m + 1), and the losing residues form one
//! interval whose ends are affine functions too (1 ≤ n mod (p + q) ≤ p). Where that does not
//! fit but every setting found the same rule, that rule is the answer; otherwise each setting's
//! rule is listed.

use super::{guess_within, Guess, Rule};
use moves::explore::{Explore, Fixed, Shape};
use moves::loopy::Outcome;
use moves::search::Play;
use moves::time_limit::{self, TimeLimit};
use std::rc::Rc;

/// The most settings one `--over` run plays: each is a whole guess.
pub const MAX_SETTINGS: usize = 2_000;

/// One end of an `--over` range: a number, or an earlier parameter's value (`q=p..8`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum End {
    Number(u64),
    Name(String),
}

/// `--over NAME=LOW..HIGH`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Over {
    pub name: String,
    pub low: End,
    pub high: End,
}

impl Over {
    /// Reads `p=1..8` or `q=p..10` (`..=` is taken too).
    pub fn parse(text: &str) -> Result<Over, String> {
        let expected = "expected NAME=LOW..HIGH, as in p=1..8 or q=p..10";
        let (name, range) = text
            .split_once('=')
            .ok_or_else(|| format!("`{text}`: {expected}"))?;
        let (low, high) = range
            .split_once("..")
            .ok_or_else(|| format!("`{text}`: {expected}"))?;
        let high = high.strip_prefix('=').unwrap_or(high);
        let end = |end: &str| -> Result<End, String> {
            let end = end.trim();
            if let Ok(number) = end.parse() {
                Ok(End::Number(number))
            } else if !end.is_empty() && end.chars().all(|c| c.is_ascii_alphabetic()) {
                Ok(End::Name(end.to_string()))
            } else {
                Err(format!(
                    "`{text}`: `{end}` is neither a number nor a name; {expected}"
                ))
            }
        };
        Ok(Over {
            name: name.trim().to_string(),
            low: end(low)?,
            high: end(high)?,
        })
    }
}

/// One setting and what `guess` found for it.
pub struct Setting {
    /// The parameters' values, in the order of the `--over` ranges.
    pub values: Vec<u64>,
    pub guess: Guess,
}

/// What `guess --over` found.
pub struct Across {
    pub game: &'static str,
    pub play: Play,
    pub names: Vec<String>,
    pub settings: Vec<Setting>,
    /// The rule across every setting, or `None` when none fits.
    pub rule: Option<Rule>,
    /// What the rule predicts, for checking the claim again.
    pub predict: Option<AcrossPredict>,
    /// The settings and the positions of each, in words.
    pub checked: String,
    /// Positions played over all settings.
    pub positions: u64,
}

/// Whether the player to move wins the position given by the free numbers (second) at the
/// setting of the parameters (first, in the order of the `--over` ranges), by a rule.
pub type AcrossPredict = Rc<dyn Fn(&[u64], &[u64]) -> bool>;

/// Guesses `make()`'s game at every setting of the `over` ranges (the numbers in `fixed` held),
/// each up to `bound`, then fits one rule across them, within the default time limit
/// ([`time_limit::DEFAULT`]).
pub fn guess_over(
    make: &dyn Fn() -> Box<dyn Explore>,
    over: &[Over],
    fixed: &[(String, u64)],
    bound: u64,
    play: Play,
) -> Result<Across, String> {
    let limit = TimeLimit::new(time_limit::DEFAULT);
    guess_over_within(make, over, fixed, bound, play, &limit)
}

/// [`guess_over`], all settings sharing `limit`: a setting it stops makes the `Err`.
pub fn guess_over_within(
    make: &dyn Fn() -> Box<dyn Explore>,
    over: &[Over],
    fixed: &[(String, u64)],
    bound: u64,
    play: Play,
    limit: &TimeLimit,
) -> Result<Across, String> {
    let settings = settings(over, fixed)?;
    let names: Vec<String> = over.iter().map(|o| o.name.clone()).collect();
    let mut found = Vec::new();
    let mut games = Vec::new();
    let mut sequences = Vec::new();
    for values in settings {
        let mut all = fixed.to_vec();
        all.extend(names.iter().cloned().zip(values.iter().copied()));
        let mut game = Fixed::new(make(), &all)?;
        let setting = game.setting();
        let guessed = guess_within(&mut game, bound, play, limit)
            .map_err(|e| format!("at {setting}: {e}"))?;
        if let Shape::Numbers([p]) = game.about().shape {
            let loses = (p.lowest..=bound)
                .map(|n| game.outcome(&[n], play).map(|o| o != Outcome::Win))
                .collect::<Option<Vec<bool>>>();
            sequences.push(loses.map(|loses| (p.lowest, loses)));
        }
        found.push(Setting {
            values,
            guess: guessed,
        });
        games.push(game);
    }
    let first = &found[0].guess;
    let game = first.game;
    let positions = found.iter().map(|s| s.guess.positions).sum();
    let ranges: Vec<String> = over.iter().map(describe_range).collect();
    let checked = format!(
        "{} ({} settings), each {}",
        ranges.join(", "),
        found.len(),
        first.checked
    );
    let complete: Option<Vec<(u64, Vec<bool>)>> = sequences.into_iter().collect();
    let rule = match complete {
        Some(sequences) if sequences.len() == found.len() => {
            let values: Vec<Vec<u64>> = found.iter().map(|s| s.values.clone()).collect();
            let n = match first.claim {
                super::Claim::Numbers(ref ranges) => ranges[0].0,
                _ => "n",
            };
            periodic_interval(&names, &values, &sequences, n)
        }
        _ => None,
    }
    .or_else(|| one_fits_all(&found, &mut games, play));
    let (rule, predict) = rule.unzip();
    Ok(Across {
        game,
        play,
        names,
        settings: found,
        rule,
        predict,
        checked,
        positions,
    })
}

pub(super) fn describe_range(over: &Over) -> String {
    let end = |end: &End| match end {
        End::Number(n) => n.to_string(),
        End::Name(name) => name.clone(),
    };
    format!("{} = {}..={}", over.name, end(&over.low), end(&over.high))
}

/// Every setting of the ranges, earliest range outermost; a range's end may name an earlier
/// range or a number held by `--fix`.
pub(super) fn settings(over: &[Over], fixed: &[(String, u64)]) -> Result<Vec<Vec<u64>>, String> {
    let mut all: Vec<Vec<u64>> = vec![Vec::new()];
    for (index, range) in over.iter().enumerate() {
        if over[..index].iter().any(|o| o.name == range.name) {
            return Err(format!("--over {} is given twice", range.name));
        }
        let value = |end: &End, setting: &[u64]| -> Result<u64, String> {
            match end {
                End::Number(n) => Ok(*n),
                End::Name(name) => over[..index]
                    .iter()
                    .position(|o| &o.name == name)
                    .map(|i| setting[i])
                    .or_else(|| fixed.iter().find(|(f, _)| f == name).map(|&(_, v)| v))
                    .ok_or_else(|| {
                        format!(
                            "--over {}: `{name}` is neither a range given before it nor held \
                             by --fix",
                            range.name
                        )
                    }),
            }
        };
        let mut next = Vec::new();
        for setting in &all {
            for v in value(&range.low, setting)?..=value(&range.high, setting)? {
                let mut longer = setting.clone();
                longer.push(v);
                next.push(longer);
                if next.len() > MAX_SETTINGS {
                    return Err(format!(
                        "more than {MAX_SETTINGS} settings: narrow the --over ranges"
                    ));
                }
            }
        }
        all = next;
    }
    if all.is_empty() {
        return Err(
            "the --over ranges hold no setting (a range whose low end is above its high end?)"
                .into(),
        );
    }
    Ok(all)
}

/// c0 + c1·x1 + ... over the parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Affine {
    constant: i64,
    coefficients: Vec<i64>,
}

impl Affine {
    /// True when the form is the constant `c`, whatever the parameters.
    pub(super) fn is_constant(&self, c: i64) -> bool {
        self.constant == c && self.coefficients.iter().all(|&k| k == 0)
    }

    pub(super) fn at(&self, values: &[u64]) -> i64 {
        self.coefficients
            .iter()
            .zip(values)
            .fold(self.constant, |sum, (c, &v)| sum + c * v as i64)
    }

    /// Every form with coefficients in `range` and a constant in -2..=3, simplest first (fewest
    /// parameters, then smallest coefficients and constant).
    pub(super) fn all(parameters: usize, range: std::ops::RangeInclusive<i64>) -> Vec<Affine> {
        let mut forms = vec![Vec::new()];
        for _ in 0..parameters {
            forms = forms
                .into_iter()
                .flat_map(|f: Vec<i64>| {
                    range.clone().map(move |c| {
                        let mut longer = f.clone();
                        longer.push(c);
                        longer
                    })
                })
                .collect();
        }
        let mut all: Vec<Affine> = forms
            .into_iter()
            .flat_map(|coefficients| {
                (-2..=3).map(move |constant| Affine {
                    constant,
                    coefficients: coefficients.clone(),
                })
            })
            .collect();
        all.sort_by_key(|f| {
            let used = f.coefficients.iter().filter(|&&c| c != 0).count();
            let size: i64 = f.coefficients.iter().map(|c| c.abs()).sum();
            (used, size, f.constant.abs(), f.constant < 0)
        });
        all
    }

    /// The simplest form taking `targets[i]` at `values[i]`.
    fn fit(values: &[Vec<u64>], targets: &[i64]) -> Option<Affine> {
        let parameters = values[0].len();
        Affine::all(parameters, -1..=2)
            .into_iter()
            .find(|f| values.iter().zip(targets).all(|(v, &t)| f.at(v) == t))
    }

    /// `p + q`, `m + 1`, `2p - 1`; Rust when `rust` ([`Affine::rust`]).
    pub(super) fn show(&self, names: &[String], rust: bool) -> String {
        if rust {
            return self.rust(names);
        }
        let mut text = String::new();
        for (c, name) in self.coefficients.iter().zip(names) {
            let term = match c.abs() {
                0 => continue,
                1 => name.clone(),
                k => format!("{k}{name}"),
            };
            text = match (text.is_empty(), *c < 0) {
                (true, false) => term,
                (true, true) => format!("-{term}"),
                (false, false) => format!("{text} + {term}"),
                (false, true) => format!("{text} - {term}"),
            };
        }
        match (text.is_empty(), self.constant) {
            (true, c) => c.to_string(),
            (false, 0) => text,
            (false, c) if c > 0 => format!("{text} + {c}"),
            (false, c) => format!("{text} - {}", -c),
        }
    }

    /// The form in Rust on `u64` parameters (`2 * p - 1`), what it adds first and what it
    /// subtracts last, so that no partial sum falls below 0 where the whole does not: the words'
    /// `-p + q + 2` does not compile on `u64`, and `q - p + 1` overflows at q = p - 1, where the
    /// whole is 0; `q + 1 - p` does neither.
    fn rust(&self, names: &[String]) -> String {
        let term = |c: i64, name: &str| match c.abs() {
            1 => name.to_string(),
            k => format!("{k} * {name}"),
        };
        let mut added = Vec::new();
        let mut subtracted = Vec::new();
        for (&c, name) in self.coefficients.iter().zip(names) {
            match c.cmp(&0) {
                std::cmp::Ordering::Greater => added.push(term(c, name)),
                std::cmp::Ordering::Less => subtracted.push(term(c, name)),
                std::cmp::Ordering::Equal => {}
            }
        }
        match self.constant.cmp(&0) {
            std::cmp::Ordering::Greater => added.push(self.constant.to_string()),
            std::cmp::Ordering::Less => subtracted.push((-self.constant).to_string()),
            std::cmp::Ordering::Equal => {}
        }
        let mut text = if added.is_empty() {
            "0".to_string()
        } else {
            added.join(" + ")
        };
        for term in subtracted {
            text.push_str(&format!(" - {term}"));
        }
        text
    }
}

/// The period-and-interval family: the losing n are those with lo ≤ n mod period ≤ hi, each an
/// affine function of the parameters, checked on every position of every setting.
fn periodic_interval(
    names: &[String],
    values: &[Vec<u64>],
    sequences: &[(u64, Vec<bool>)],
    n: &str,
) -> Option<(Rule, AcrossPredict)> {
    for period in Affine::all(names.len(), 0..=2) {
        let periods: Vec<i64> = values.iter().map(|v| period.at(v)).collect();
        // A period is convincing where the data shows it twice.
        let shown = periods
            .iter()
            .zip(sequences)
            .all(|(&p, (_, loses))| p >= 1 && 2 * p as usize <= loses.len());
        if !shown {
            continue;
        }
        let mut ends = Vec::new();
        for (&p, (low, loses)) in periods.iter().zip(sequences) {
            let p = p as usize;
            if (0..loses.len() - p).any(|i| loses[i] != loses[i + p]) {
                break;
            }
            let mut residues: Vec<usize> = (0..p)
                .filter(|&i| loses[i])
                .map(|i| (*low as usize + i) % p)
                .collect();
            residues.sort_unstable();
            let (Some(&lo), Some(&hi)) = (residues.first(), residues.last()) else {
                break;
            };
            if hi - lo + 1 != residues.len() {
                break;
            }
            ends.push((lo as i64, hi as i64));
        }
        if ends.len() != sequences.len() {
            continue;
        }
        let lows: Vec<i64> = ends.iter().map(|e| e.0).collect();
        let highs: Vec<i64> = ends.iter().map(|e| e.1).collect();
        let (Some(lo), Some(hi)) = (Affine::fit(values, &lows), Affine::fit(values, &highs)) else {
            continue;
        };
        let rule = interval_rule(names, &period, &lo, &hi, n);
        let predict: AcrossPredict = Rc::new(move |values: &[u64], numbers: &[u64]| {
            let r = (numbers[0] % period.at(values) as u64) as i64;
            !(lo.at(values) <= r && r <= hi.at(values))
        });
        return Some((rule, predict));
    }
    None
}

fn interval_rule(names: &[String], period: &Affine, lo: &Affine, hi: &Affine, n: &str) -> Rule {
    let show = |f: &Affine| f.show(names, false);
    let rust = |f: &Affine| f.show(names, true);
    let modulo = format!("{n} mod ({})", show(period));
    let (loses, rust_loses) = if lo == hi {
        (
            format!("{modulo} = {}", show(lo)),
            format!("{n} % ({}) == {}", rust(period), rust(lo)),
        )
    } else if lo.is_constant(0) {
        (
            format!("{modulo} ≤ {}", show(hi)),
            format!("{n} % ({}) <= {}", rust(period), rust(hi)),
        )
    } else {
        (
            format!("{} ≤ {modulo} ≤ {}", show(lo), show(hi)),
            format!(
                "{{ let r = {n} % ({}); {} <= r && r <= {} }}",
                rust(period),
                rust(lo),
                rust(hi)
            ),
        )
    };
    Rule {
        family: "period across parameters",
        parameters: vec![
            ("period", show(period)),
            ("losing residues", format!("{}..={}", show(lo), show(hi))),
        ],
        words: format!(
            "period {}; the player to move loses iff {loses}",
            show(period)
        ),
        formula: format!("first loses iff {loses}"),
        rust: format!("!({rust_loses})"),
    }
}

/// A rule one setting found that agrees with every position of every setting, replayed: the
/// largest settings' rules first, since a small board may fit a simpler rule by accident
/// (Northcott's m = 3 fits a parity that m = 7 refutes).
fn one_fits_all(
    settings: &[Setting],
    games: &mut [Fixed],
    play: Play,
) -> Option<(Rule, AcrossPredict)> {
    let mut tried: Vec<&str> = Vec::new();
    for setting in settings.iter().rev() {
        let (Ok(rule), Some(predict)) = (&setting.guess.found, &setting.guess.predict) else {
            continue;
        };
        if tried.contains(&rule.rust.as_str()) {
            continue;
        }
        tried.push(&rule.rust);
        let agrees = settings.iter().zip(games.iter_mut()).all(|(s, game)| {
            s.guess
                .claim
                .positions()
                .iter()
                .all(|numbers| match game.outcome(numbers, play) {
                    None => true,
                    Some(outcome) => {
                        outcome != Outcome::Draw
                            && predict.wins(numbers) == (outcome == Outcome::Win)
                    }
                })
        });
        if agrees {
            let rule = Rule {
                family: "one rule for every setting",
                ..rule.clone()
            };
            let predict = predict.clone();
            return Some((
                rule,
                Rc::new(move |_: &[u64], numbers: &[u64]| predict.wins(numbers)),
            ));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use moves::games;

    fn across(name: &str, over: &[&str], bound: u64) -> Across {
        let over: Vec<Over> = over.iter().map(|o| Over::parse(o).unwrap()).collect();
        let make = || games::find(name).unwrap();
        let play = make().about().play;
        guess_over(&make, &over, &[], bound, play).unwrap()
    }

    #[test]
    fn ranges_are_read_with_numbers_or_earlier_names() {
        let over = Over::parse("q=p..=10").unwrap();
        assert_eq!(over.low, End::Name("p".into()));
        assert_eq!(over.high, End::Number(10));
        assert!(Over::parse("q=1-10")
            .unwrap_err()
            .contains("NAME=LOW..HIGH"));
        // An end is a number or a name of letters, never empty.
        for (text, end) in [("q=..10", ""), ("q=p1..10", "p1"), ("q=1..", "")] {
            let message = Over::parse(text).unwrap_err();
            assert!(
                message.contains(&format!("`{end}` is neither a number nor a name")),
                "{message}"
            );
        }
        let ranges = [
            Over::parse("p=1..3").unwrap(),
            Over::parse("q=p..3").unwrap(),
        ];
        assert_eq!(settings(&ranges, &[]).unwrap().len(), 3 + 2 + 1);
        let backwards = [Over::parse("q=p..3").unwrap()];
        assert!(settings(&backwards, &[])
            .unwrap_err()
            .contains("`p` is neither a range given before it nor held by --fix"));
        // A number held by --fix is as good as an earlier range.
        let held = [("p".to_string(), 2)];
        assert_eq!(settings(&backwards, &held).unwrap(), [[2], [3]]);
    }

    #[test]
    fn the_bash_game_has_period_m_plus_one() {
        let found = across("bash", &["m=1..8"], 60);
        let rule = found.rule.expect("a rule across m");
        assert_eq!(rule.formula, "first loses iff n mod (m + 1) = 0");
        assert_eq!(found.settings.len(), 8);
        assert_eq!(found.checked, "m = 1..=8 (8 settings), each n = 0..=60");
        assert_eq!(found.positions, 8 * 61);
    }

    #[test]
    fn simpler_forms_come_first_and_a_positive_constant_before_its_negative() {
        let forms = Affine::all(1, 0..=1);
        let first: Vec<(i64, Vec<i64>)> = forms[..7]
            .iter()
            .map(|f| (f.constant, f.coefficients.clone()))
            .collect();
        assert_eq!(
            first,
            [
                (0, vec![0]),
                (1, vec![0]),
                (-1, vec![0]),
                (2, vec![0]),
                (-2, vec![0]),
                (3, vec![0]),
                (0, vec![1])
            ]
        );
    }

    #[test]
    fn the_rule_across_settings_names_the_game_s_own_number() {
        let found = across("public-sale", &["N=1..6"], 40);
        let rule = found.rule.expect("a rule across N");
        assert_eq!(rule.formula, "first loses iff M mod (N + 1) = 0");
    }

    #[test]
    fn a_period_is_taken_only_where_the_positions_show_it_twice() {
        let names = ["m".to_string()];
        // Only n = 0 of 0..=2 is lost: period 3 would fit, but it is shown once.
        let once = [(0, vec![true, false, false])];
        assert!(periodic_interval(&names, &[vec![1]], &once, "n").is_none());
        let not_twice = [(0, vec![true, false, false, true, false])];
        assert!(periodic_interval(&names, &[vec![1]], &not_twice, "n").is_none());
        let twice = [(0, vec![true, false, false, true, false, false])];
        let (rule, _) = periodic_interval(&names, &[vec![1]], &twice, "n").expect("period 3");
        assert_eq!(rule.formula, "first loses iff n mod (3) = 0");
        // Every position is compared with the one a period on: a break at the very end counts.
        let mut broken: Vec<bool> = (0..30).map(|n| n % 3 == 0).collect();
        broken[29] = true;
        let late = [(0, broken)];
        assert!(periodic_interval(&names, &[vec![1]], &late, "n").is_none());
    }

    /// The lower end of this interval falls as p grows, and its Rust was `-p + 3 <= r`, which
    /// does not compile on u64.
    #[test]
    fn an_end_that_falls_as_a_parameter_grows_is_written_to_compile_on_u64() {
        let names = ["p".to_string()];
        let values: Vec<Vec<u64>> = (1..=3).map(|p| vec![p]).collect();
        let loses = |p: u64, n: u64| (3 - p..=p + 1).contains(&(n % (p + 2)));
        let sequences: Vec<(u64, Vec<bool>)> = (1..=3)
            .map(|p| (0, (0..30).map(|n| loses(p, n)).collect()))
            .collect();
        let (rule, predict) =
            periodic_interval(&names, &values, &sequences, "n").expect("period p + 2");
        assert_eq!(
            rule.formula,
            "first loses iff -p + 3 ≤ n mod (p + 2) ≤ p + 1"
        );
        assert_eq!(
            rule.rust,
            "!({ let r = n % (p + 2); 3 - p <= r && r <= p + 1 })"
        );
        assert!((1..=3).all(|p| (0..30).all(|n| predict(&[p], &[n]) != loses(p, n))));
    }

    #[test]
    fn a_rule_of_one_setting_that_holds_in_every_setting_is_said_to() {
        let found = across("northcott", &["m=2..7"], 12);
        let rule = found.rule.expect("a rule across m");
        assert_eq!(rule.family, "one rule for every setting");
        assert_eq!(rule.formula, "first loses iff |a − b| = 1");
    }

    #[test]
    fn forms_are_shown_as_written_by_hand() {
        let names = ["p".to_string(), "q".to_string()];
        let form = Affine {
            constant: -1,
            coefficients: vec![2, 1],
        };
        assert_eq!(form.show(&names, false), "2p + q - 1");
        assert_eq!(form.show(&names, true), "2 * p + q - 1");
        assert_eq!(form.at(&[3, 4]), 9);
        let minus = Affine {
            constant: 0,
            coefficients: vec![1, -2],
        };
        assert_eq!(minus.show(&names, false), "p - 2q");
        assert_eq!(minus.show(&names, true), "p - 2 * q");
        let leading = Affine {
            constant: 2,
            coefficients: vec![-1, 1],
        };
        assert_eq!(leading.show(&names, false), "-p + q + 2");
        // `-p` does not compile on u64, and `q - p` would overflow where q < p: in Rust what is
        // subtracted comes last.
        assert_eq!(leading.show(&names, true), "q + 2 - p");
        let under = Affine {
            constant: 1,
            coefficients: vec![-1, 1],
        };
        assert_eq!(under.show(&names, true), "q + 1 - p");
        let negative = Affine {
            constant: 0,
            coefficients: vec![-1, 0],
        };
        assert_eq!(negative.show(&names, true), "0 - p");
        assert_eq!(Affine::all(2, 0..=0)[0].show(&names, true), "0");
    }

    #[test]
    fn a_form_is_constant_only_without_parameters() {
        let three = Affine {
            constant: 3,
            coefficients: vec![0, 0],
        };
        assert!(three.is_constant(3));
        assert!(!three.is_constant(2));
        let m_plus_three = Affine {
            constant: 3,
            coefficients: vec![1, 0],
        };
        assert!(!m_plus_three.is_constant(3));
        let zero_constant = Affine {
            constant: 0,
            coefficients: vec![0, 1],
        };
        assert!(!zero_constant.is_constant(3));
    }

    #[test]
    fn settings_are_counted_up_to_their_limit() {
        let most = [Over::parse(&format!("p=1..{MAX_SETTINGS}")).unwrap()];
        assert_eq!(settings(&most, &[]).unwrap().len(), MAX_SETTINGS);
        let more = [Over::parse(&format!("p=0..{MAX_SETTINGS}")).unwrap()];
        assert!(settings(&more, &[])
            .unwrap_err()
            .starts_with("more than 2000 settings"));
    }
}
