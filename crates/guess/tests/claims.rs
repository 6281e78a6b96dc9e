//! Every claim `guess` makes is replayed here: for each game of the catalogue, under normal and
//! misère play and with a raised bound, the positions the claim names are enumerated again from
//! its stated bounds and each is solved by a fresh solver and compared with the rule. A claim
//! must count each of those positions once, and agree with every one. So are the claims of games
//! with numbers held, of rules across settings (`--over`) and of values across settings.

use guess::across::{guess_over, Over};
use guess::values::values_over;
use guess::{guess, Claim, Guess};
use moves::explore::{Explore, Fixed, Shape};
use moves::games::CATALOGUE;
use moves::loopy::{Outcome, Value};
use moves::search::Play;

/// The bounds each game is guessed at: its own (at most 2000 for one number, 120 heaps), and a
/// raised one, raised by little where a grid's positions are sums that grow fast (the cutting
/// game's sheets).
fn bounds(shape: Shape, own: u64) -> Vec<u64> {
    match shape {
        Shape::Numbers(numbers) if numbers.len() > 2 => Vec::new(),
        Shape::Numbers([_]) => vec![own.min(2_000), own.min(2_000) + 31],
        Shape::Numbers(_) => vec![own, own + 1],
        _ => vec![own.min(120), own.min(120) + 31],
    }
}

/// Replays `found`'s claim on a fresh game from `make`: every position the claim names is
/// enumerated again from its stated bounds, counted once, solved, and compared with the rule.
/// Returns whether there was a rule to replay.
fn replay(found: &Guess, make: &dyn Fn() -> Box<dyn Explore>, play: Play) -> bool {
    let name = found.game;
    let named = found.claim.positions();
    let mut distinct = named.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(
        distinct.len(),
        named.len(),
        "{name}: a position named twice"
    );
    if let Claim::Lists { single, .. } = found.claim {
        assert!(single <= found.bound, "{name}: singles beyond the bound");
    }
    let Some(predict) = &found.predict else {
        return false;
    };
    let by_value = match found.claim {
        Claim::Lists {
            largest,
            single_by_value: true,
            ..
        } => largest,
        _ => u64::MAX,
    };
    let mut fresh = make();
    let mut played = 0;
    for numbers in &named {
        // A single heap beyond the lists is judged by its Grundy value, as the claim says:
        // played out whole, a heap of 150 would take days.
        let outcome = match numbers[..] {
            [n] if n > by_value => fresh.value(numbers).map(|v| v.outcome()),
            _ => fresh.outcome(numbers, play),
        };
        let Some(outcome) = outcome else {
            continue;
        };
        played += 1;
        assert_ne!(outcome, Outcome::Draw, "{name}: {numbers:?}");
        assert_eq!(
            predict.wins(numbers),
            outcome == Outcome::Win,
            "{name} under {play:?} to {}: the claim fails at {numbers:?}",
            found.bound
        );
    }
    assert_eq!(played, found.positions, "{name}: positions counted");
    true
}

#[test]
fn every_claim_holds_on_exactly_the_positions_it_names() {
    // The games are independent: each core takes the next game left (the test's time was one
    // core's, the other idle).
    let counts = moves::cores::on_every_core(CATALOGUE, |make| {
        let (mut claims, mut misere_refusals) = (0, 0);
        let about = *make().about();
        for bound in bounds(about.shape, about.upto) {
            for play in [Play::Normal, Play::Misere] {
                let mut game = make();
                let Ok(found) = guess(game.as_mut(), bound, play) else {
                    continue;
                };
                if replay(&found, make, play) {
                    claims += 1;
                } else if play == Play::Misere {
                    misere_refusals += 1;
                }
            }
        }
        (claims, misere_refusals)
    });
    let (claims, misere_refusals) = counts
        .into_iter()
        .fold((0, 0), |(a, b), (c, d)| (a + c, b + d));
    // Enough claims were made for the replay to mean something, and some misère guesses were
    // honestly refused (Grundy's game among them).
    assert!(claims >= 30, "{claims} claims");
    assert!(misere_refusals >= 1);
}

/// The games of three numbers, each with one held: the calendar at a year (a rule with
/// exceptions), the coins at p and q, Northcott's game on one board.
#[test]
fn claims_with_numbers_held_hold_on_exactly_the_positions_they_name() {
    type Held = &'static [(&'static str, u64)];
    let cases: [(&str, Held, u64); 5] = [
        ("calendar", &[("y", 2000)], 31),
        ("calendar", &[("y", 2001)], 31),
        ("calendar", &[("y", 1900)], 31),
        ("coins", &[("p", 2), ("q", 5)], 100),
        ("northcott", &[("m", 5)], 5),
    ];
    for (name, held, bound) in cases {
        let held: Vec<(String, u64)> = held.iter().map(|&(p, v)| (p.to_string(), v)).collect();
        let make = || -> Box<dyn Explore> {
            Box::new(Fixed::new(moves::games::find(name).unwrap(), &held).unwrap())
        };
        let play = make().about().play;
        let found = guess(make().as_mut(), bound, play).unwrap();
        assert!(replay(&found, &make, play), "{name} {held:?}: no rule");
    }
}

/// Rules across settings: each setting's own claim, and the rule across them on every
/// position of every setting.
#[test]
fn claims_across_settings_hold_on_every_setting() {
    let cases: [(&str, &[&str], u64); 4] = [
        ("calendar", &["y=1999..2001"], 31),
        ("bash", &["m=1..6"], 40),
        ("coins", &["p=1..3", "q=p..4"], 60),
        ("northcott", &["m=2..5"], 5),
    ];
    for (name, over, bound) in cases {
        let over: Vec<Over> = over.iter().map(|o| Over::parse(o).unwrap()).collect();
        let make = || moves::games::find(name).unwrap();
        let play = make().about().play;
        let across = guess_over(&make, &over, &[], bound, play).unwrap();
        let predict = across
            .predict
            .as_ref()
            .unwrap_or_else(|| panic!("{name}: no rule across"));
        let mut played = 0;
        for setting in &across.settings {
            let held: Vec<(String, u64)> = across
                .names
                .iter()
                .cloned()
                .zip(setting.values.iter().copied())
                .collect();
            let fixed = || -> Box<dyn Explore> { Box::new(Fixed::new(make(), &held).unwrap()) };
            replay(&setting.guess, &fixed, play);
            let mut fresh = fixed();
            for numbers in setting.guess.claim.positions() {
                let Some(outcome) = fresh.outcome(&numbers, play) else {
                    continue;
                };
                played += 1;
                assert_eq!(
                    predict(&setting.values, &numbers),
                    outcome == Outcome::Win,
                    "{name} at {held:?}: the rule across fails at {numbers:?}"
                );
            }
        }
        assert_eq!(played, across.positions, "{name}: positions counted");
    }
}

/// Values across settings: every value of every setting, solved again.
#[test]
fn value_claims_hold_on_every_value_of_every_setting() {
    let over = [Over::parse("m=1..8").unwrap()];
    let make = || moves::games::find("bash").unwrap();
    let found = values_over(&make, &over, &[], 40).unwrap();
    let (_, value) = found.rule.as_ref().expect("g(n) = n mod (m + 1)");
    let mut played = 0;
    for setting in &found.settings {
        let held = [("m".to_string(), setting.values[0])];
        let mut fresh = Fixed::new(make(), &held).unwrap();
        for n in found.first..found.first + setting.g.len() as u64 {
            let solved = fresh.value(&[n]).unwrap();
            assert_eq!(
                solved,
                Value::Finite(value(&setting.values, n)),
                "m = {}, n = {n}",
                setting.values[0]
            );
            played += 1;
        }
    }
    assert_eq!(played, found.positions);
}

#[test]
fn grundys_game_under_misere_play_is_refused_at_a_heap_of_18() {
    let mut game = moves::games::find("grundy-split").unwrap();
    let found = guess(game.as_mut(), 200, Play::Misere).unwrap();
    let miss = found.found.unwrap_err().expect("a nearest rule");
    assert!(
        miss.counterexamples[0].starts_with("heaps [18]"),
        "{:?}",
        miss.counterexamples
    );
    assert_eq!(
        found.checked,
        "one heap of up to 40, and up to 3 heaps of at most 12"
    );
}
