//! Every claim `guess` makes is replayed here: for each game of the catalogue, under normal and
//! misère play and with a raised bound, the positions the claim names are enumerated again from
//! its stated bounds and each is solved by a fresh solver and compared with the rule. A claim
//! must count each of those positions once, and agree with every one.

use moves::explore::Shape;
use moves::games::CATALOGUE;
use moves::guess::{guess, Claim};
use moves::loopy::Outcome;
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

#[test]
fn every_claim_holds_on_exactly_the_positions_it_names() {
    let mut claims = 0;
    let mut misere_refusals = 0;
    for make in CATALOGUE {
        let about = *make().about();
        for bound in bounds(about.shape, about.upto) {
            for play in [Play::Normal, Play::Misere] {
                let mut game = make();
                let Ok(found) = guess(game.as_mut(), bound, play) else {
                    continue;
                };
                let named = found.claim.positions();
                let mut distinct = named.clone();
                distinct.sort();
                distinct.dedup();
                assert_eq!(
                    distinct.len(),
                    named.len(),
                    "{}: a position named twice",
                    about.name
                );
                if let Claim::Lists { single, .. } = found.claim {
                    assert!(single <= bound, "{}: singles beyond the bound", about.name);
                }
                let Some(predict) = &found.predict else {
                    if play == Play::Misere {
                        misere_refusals += 1;
                    }
                    continue;
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
                    // A single heap beyond the lists is judged by its Grundy value, as the
                    // claim says: played out whole, a heap of 150 would take days.
                    let outcome = match numbers[..] {
                        [n] if n > by_value => fresh.value(numbers).map(|v| v.outcome()),
                        _ => fresh.outcome(numbers, play),
                    };
                    let Some(outcome) = outcome else {
                        continue;
                    };
                    played += 1;
                    assert_ne!(outcome, Outcome::Draw, "{}: {numbers:?}", about.name);
                    assert_eq!(
                        predict.wins(numbers),
                        outcome == Outcome::Win,
                        "{} under {play:?} to {bound}: the claim fails at {numbers:?}",
                        about.name
                    );
                }
                assert_eq!(played, found.positions, "{}: positions counted", about.name);
                claims += 1;
            }
        }
    }
    // Enough claims were made for the replay to mean something, and some misère guesses were
    // honestly refused (Grundy's game among them).
    assert!(claims >= 30, "{claims} claims");
    assert!(misere_refusals >= 1);
}

#[test]
fn grundys_game_under_misere_play_is_refused_at_a_heap_of_18() {
    let mut game = moves::games::find("grundy-split").unwrap();
    let found = guess(game.as_mut(), 200, Play::Misere).unwrap();
    let miss = found.found.unwrap_err().expect("a nearest rule");
    assert!(
        miss.counterexample.starts_with("heaps [18]"),
        "{}",
        miss.counterexample
    );
    assert_eq!(
        found.checked,
        "one heap of up to 40, and up to 3 heaps of at most 12"
    );
}
