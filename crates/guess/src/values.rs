//! `guess NAME --over m=1..8 --values`: the Grundy values g(n) of every setting of a game's
//! parameters, and one rule for all of them whose parts are affine in the parameters, as a sum
//! of such games needs (the Bash game's g(n) = n mod (m + 1), a take of p to q stones'
//! g(n) = ⌊(n mod (p + q)) / p⌋). The family: g(n) = ⌊(n mod P) / Q⌋, P and Q affine in the
//! parameters, fitted simplest first and checked on every value of every setting.

use super::across::{describe_range, settings, Affine, Over};
use super::sequence::grundy_rule;
use super::Rule;
use moves::explore::{check_memory, Explore, Fixed, Shape};
use moves::loopy::Value;
use moves::time_limit::{self, TimeLimit};
use std::rc::Rc;

/// One setting's values: the parameters (in the order of the `--over` ranges) and g(first..).
pub struct SettingValues {
    pub values: Vec<u64>,
    pub g: Vec<u64>,
    /// The one-number rule of this setting's values alone (`grundy_rule`), or why none fits.
    pub own: Result<String, String>,
}

/// A value rule: g(n) from the parameters (in the order of the `--over` ranges) and n.
pub type ValueFn = Rc<dyn Fn(&[u64], u64) -> u64>;

/// What `guess --over ... --values` found.
pub struct ValuesAcross {
    pub game: &'static str,
    pub names: Vec<String>,
    /// The free number's name and its first value.
    pub n: &'static str,
    pub first: u64,
    pub settings: Vec<SettingValues>,
    /// The rule across every setting, whose `rust` gives g(n) as a `u64` (not who wins), and
    /// what it gives; `None` when none fits.
    pub rule: Option<(Rule, ValueFn)>,
    /// The settings and the positions of each, in words.
    pub checked: String,
    /// Values solved over all settings.
    pub positions: u64,
}

/// The Grundy values of `make()`'s game at every setting of the `over` ranges (the numbers in
/// `fixed` held), for n from its lowest value to `bound`, and one rule across them. `Err` when
/// a setting leaves other than one number free, a value is infinite or missing, or the
/// settings run past the default time limit ([`time_limit::DEFAULT`]).
pub fn values_over(
    make: &dyn Fn() -> Box<dyn Explore>,
    over: &[Over],
    fixed: &[(String, u64)],
    bound: u64,
) -> Result<ValuesAcross, String> {
    values_within(
        make,
        over,
        fixed,
        bound,
        &TimeLimit::new(time_limit::DEFAULT),
    )
}

/// [`values_over`], stopping with `Err` at the first value it would solve after `limit` is up.
pub fn values_within(
    make: &dyn Fn() -> Box<dyn Explore>,
    over: &[Over],
    fixed: &[(String, u64)],
    bound: u64,
    limit: &TimeLimit,
) -> Result<ValuesAcross, String> {
    let names: Vec<String> = over.iter().map(|o| o.name.clone()).collect();
    let mut found = Vec::new();
    let mut free = None;
    for values in settings(over, fixed)? {
        let mut all = fixed.to_vec();
        all.extend(names.iter().cloned().zip(values.iter().copied()));
        let mut game = Fixed::new(make(), &all)?;
        let setting = game.setting();
        let about = *game.about();
        let Shape::Numbers([p]) = about.shape else {
            return Err(format!(
                "--values fits values of one number: at {setting}, {} has more than one free; \
                 fix the others with --fix NAME=VALUE",
                about.name
            ));
        };
        check_memory(&about, bound)?;
        let mut g = Vec::new();
        for n in p.lowest..=bound {
            if limit.is_up() {
                return Err(format!(
                    "{}: guess stopped at {} before the value of {} = {n} at {setting}, having \
                     solved {} before it; {}, or narrow the --over ranges or lower --upto; \
                     nothing is claimed",
                    about.name,
                    limit.named(),
                    p.name,
                    super::counted(found.len() as u64, "setting"),
                    limit.longer()
                ));
            }
            match game.value(&[n]) {
                Some(Value::Finite(value)) => g.push(value),
                Some(infinite) => {
                    return Err(format!(
                        "at {setting}: {} = {n} is worth {infinite}; the value families take \
                         finite values only",
                        p.name
                    ))
                }
                None => {
                    return Err(format!(
                        "at {setting}: {} = {n} gives no position; the value families need \
                         every n from {} to {bound}",
                        p.name, p.lowest
                    ))
                }
            }
        }
        if g.is_empty() {
            return Err(format!(
                "--upto {bound} is below {}'s smallest value, {}",
                p.name, p.lowest
            ));
        }
        let own = grundy_rule(&g, p.lowest)
            .map(|rule| rule.words)
            .map_err(|(nearest, _)| format!("no period (nearest: {nearest})"));
        free = Some((p.name, p.lowest));
        found.push(SettingValues { values, g, own });
    }
    let (n, first) = free.expect("settings() yields at least one setting");
    let ranges: Vec<String> = over.iter().map(describe_range).collect();
    let checked = format!(
        "{} ({} settings), each g({n}) for {n} = {first}..={bound}",
        ranges.join(", "),
        found.len()
    );
    Ok(ValuesAcross {
        game: make().about().name,
        rule: quotient_of_residue(&names, n, first, &found),
        names,
        n,
        first,
        positions: found.iter().map(|s| s.g.len() as u64).sum(),
        settings: found,
        checked,
    })
}

/// g(n) = ⌊(n mod P) / Q⌋ with P and Q affine in the parameters, the simplest that gives every
/// value of every setting; a period must show twice in each setting's values.
fn quotient_of_residue(
    names: &[String],
    n: &str,
    first: u64,
    settings: &[SettingValues],
) -> Option<(Rule, ValueFn)> {
    let forms = Affine::all(names.len(), 0..=2);
    let at = |form: &Affine| -> Option<Vec<u64>> {
        settings
            .iter()
            .map(|s| u64::try_from(form.at(&s.values)).ok().filter(|&v| v >= 1))
            .collect()
    };
    for period in &forms {
        let Some(periods) = at(period) else {
            continue;
        };
        if periods
            .iter()
            .zip(settings)
            .any(|(&p, s)| 2 * p > s.g.len() as u64)
        {
            continue;
        }
        for divisor in &forms {
            let Some(divisors) = at(divisor) else {
                continue;
            };
            let fits = settings
                .iter()
                .zip(periods.iter().zip(&divisors))
                .all(|(s, (&p, &q))| (first..).zip(&s.g).all(|(n, &value)| n % p / q == value));
            if fits {
                return Some(value_rule(names, n, period.clone(), divisor.clone()));
            }
        }
    }
    None
}

fn value_rule(names: &[String], n: &str, period: Affine, divisor: Affine) -> (Rule, ValueFn) {
    let show = |form: &Affine| form.show(names, false);
    let rust = |form: &Affine| form.show(names, true);
    let one = divisor.is_constant(1);
    // A form of more than one term goes in parentheses: n mod (m + 1), n mod m.
    let term = |text: String| {
        if text.contains(' ') {
            format!("({text})")
        } else {
            text
        }
    };
    let residue = format!("{n} mod {}", term(show(&period)));
    let (words, code) = if one {
        (residue, format!("{n} % {}", term(rust(&period))))
    } else {
        (
            format!("⌊({residue}) / {}⌋", term(show(&divisor))),
            format!("{n} % {} / {}", term(rust(&period)), term(rust(&divisor))),
        )
    };
    let rule = Rule {
        family: "values across parameters",
        parameters: vec![("P", show(&period)), ("Q", show(&divisor))],
        words: format!(
            "g({n}) = {words} at every setting: the player to move loses iff it is 0, and a sum \
             of such games loses iff the XOR of the values is 0"
        ),
        formula: format!("g({n}) = {words}"),
        rust: code,
    };
    let value: ValueFn = Rc::new(move |values: &[u64], n: u64| {
        let p = period.at(values) as u64;
        let q = divisor.at(values) as u64;
        n % p / q
    });
    (rule, value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use moves::games;

    fn values(name: &str, over: &[&str], bound: u64) -> ValuesAcross {
        let over: Vec<Over> = over.iter().map(|o| Over::parse(o).unwrap()).collect();
        let make = || games::find(name).unwrap();
        values_over(&make, &over, &[], bound).unwrap()
    }

    #[test]
    fn the_bash_games_values_are_n_mod_m_plus_one() {
        let found = values("bash", &["m=1..8"], 40);
        let (rule, value) = found.rule.expect("a rule across m");
        assert_eq!(rule.formula, "g(n) = n mod (m + 1)");
        assert_eq!(rule.rust, "n % (m + 1)");
        assert_eq!(found.positions, 8 * 41);
        assert_eq!(value(&[3], 10), 2);
        assert_eq!(found.settings[2].g[..5], [0, 1, 2, 3, 0]);
        // A period counts when the values show it twice: m = 2's period 3 in n = 0..=5, just.
        let twice = values("bash", &["m=1..2"], 5);
        assert_eq!(twice.rule.unwrap().0.formula, "g(n) = n mod (m + 1)");
        // Up to 4, m = 2's period 3 shows less than twice: no rule.
        assert!(values("bash", &["m=1..2"], 4).rule.is_none());
        // Up to 3, m = 8's values are 0, 1, 2, 3: no period shows, and no rule is claimed.
        assert!(values("bash", &["m=1..8"], 3).rule.is_none());
    }

    /// n stones; a move takes p to q of them (none when fewer than p are left).
    struct Takes;
    impl moves::search::Game for Takes {
        type Position = (u64, u64, u64);
        fn options(
            &self,
            &(n, p, q): &(u64, u64, u64),
            visit: &mut dyn FnMut((u64, u64, u64)) -> bool,
        ) -> bool {
            (p..=q.min(n)).any(|take| visit((n - take, p, q)))
        }
    }

    #[test]
    fn takes_of_p_to_q_are_a_quotient_of_the_residue() {
        use moves::explore::{About, Explorer};
        use moves::search::Play;
        use moves::Parameter;
        const NPQ: &[Parameter] = &[
            Parameter::new("n", 0),
            Parameter::new("p", 1),
            Parameter::new("q", 1),
        ];
        let make = || -> Box<dyn Explore> {
            let about = About {
                shape: Shape::Numbers(NPQ),
                ..About::two_numbers("takes", "", NPQ, 60)
            };
            Explorer::boxed(about, Takes, |numbers| match *numbers {
                [n, p, q] if 1 <= p && p <= q => Some((n, p, q)),
                _ => None,
            })
        };
        let over = [
            Over::parse("p=1..4").unwrap(),
            Over::parse("q=p..6").unwrap(),
        ];
        let found = values_over(&make, &over, &[], 60).unwrap();
        let (rule, value) = found.rule.expect("a rule across p and q");
        assert_eq!(rule.formula, "g(n) = ⌊(n mod (p + q)) / p⌋");
        assert_eq!(rule.rust, "n % (p + q) / p");
        assert_eq!(value(&[2, 3], 9), 2);
        assert_eq!(make().about().play, Play::Normal);
    }

    #[test]
    fn values_no_form_gives_are_listed_with_each_settings_own_rule() {
        // Northcott's loopy values are infinite: refused, naming the first.
        let over = [Over::parse("m=2..3").unwrap()];
        let make = || games::find("northcott").unwrap();
        let message = values_over(&make, &over, &[("a".into(), 1)], 3)
            .err()
            .unwrap();
        assert!(
            message.starts_with("at a = 1, m = 2: b = 1 gives no position"),
            "{message}"
        );
        // Wythoff with one pile held: values with no period of the residue.
        let found = values("wythoff", &["b=0..2"], 30);
        assert!(found.rule.is_none());
        assert!(found.settings[0].own.is_ok(), "b = 0 is g(a) = a");
        let message = values_over(
            &|| games::find("kiki").unwrap(),
            &[Over::parse("n=1..2").unwrap()],
            &[],
            0,
        )
        .err()
        .unwrap();
        assert!(message.contains("below m's smallest value"), "{message}");
        let message = values_within(
            &|| games::find("bash").unwrap(),
            &[Over::parse("m=1..2").unwrap()],
            &[],
            10,
            &TimeLimit::new(std::time::Duration::ZERO),
        )
        .err()
        .unwrap();
        assert_eq!(
            message,
            "bash: guess stopped at its time limit of 0 s before the value of n = 0 at m = 1, \
             having solved 0 settings before it; --time-limit 1 gives it longer, or narrow the \
             --over ranges or lower --upto; nothing is claimed"
        );
    }
}
