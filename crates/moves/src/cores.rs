//! Independent work shared over the machine's cores: the proofs' runs of a binary and their
//! testcase files, the runner's bundles, its tests' problems and guess's claims over the
//! catalogue. Each core takes the next item left, since the items differ in cost and a share
//! fixed in advance left a core idle. Here, below `oracles`, `guess` and the runner, so that all
//! of them reach it.
//!
//! Hand-written rather than through rayon: a work queue is these few lines on std's scoped
//! threads, and rayon's pool would add a crate to every proof's build.

use std::sync::atomic::{AtomicUsize, Ordering};

/// `work` on every item, as many at once as the machine has cores, each core taking the next
/// item left; the results in the items' order. A panic of `work` is resumed here, with its own
/// message.
pub fn on_every_core<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let mut done: Vec<(usize, R)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..cores.min(items.len()))
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(i) else {
                            break done;
                        };
                        done.push((i, work(item)));
                    }
                })
            })
            .collect();
        let finished = workers.into_iter().map(|worker| worker.join());
        finished
            .flat_map(|done| done.unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
            .collect()
    });
    done.sort_unstable_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, result)| result).collect()
}

#[cfg(test)]
mod tests {
    use super::on_every_core;

    #[test]
    fn every_item_once_in_order() {
        let items: Vec<u64> = (0..100).collect();
        assert_eq!(
            on_every_core(&items, |&x| x * x),
            items.iter().map(|x| x * x).collect::<Vec<_>>()
        );
        assert!(on_every_core(&[] as &[u8], |_| 0).is_empty());
    }

    #[test]
    fn a_panic_is_the_items_own() {
        let caught = std::panic::catch_unwind(|| {
            on_every_core(&[1, 2, 3], |&x| assert_ne!(x, 2, "item two"))
        });
        let panic = caught.expect_err("the panic comes back");
        let message = panic.downcast_ref::<String>().expect("a formatted message");
        assert!(message.contains("item two"), "{message}");
    }
}
