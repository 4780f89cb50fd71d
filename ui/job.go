package ui

import (
	"context"
	"time"
)

// job is one piece of background work whose answer belongs to the moment
// it was asked for: a computer player's move, a hint, the territory
// estimate, the dead stones at the end. The UI goroutine starts it, the work
// runs elsewhere, and the answer comes back on the UI goroutine unless the
// job was stopped or started again in the meantime (a generation counter
// drops stale answers).
type job struct {
	gen    uint64
	cancel context.CancelFunc
}

// stop cancels the work in progress, if any, and makes its answer stale.
func (j *job) stop() {
	j.gen++
	if j.cancel != nil {
		j.cancel()
		j.cancel = nil
	}
}

// running reports whether work is in progress.
func (j *job) running() bool { return j.cancel != nil }

// runJob stops what j was doing and runs work through d.Go with a context
// that j.stop cancels (and that times out after timeout, unless it is 0);
// done gets its answer through d.Post, on the UI goroutine, only if j was
// neither stopped nor started again in the meantime.
func runJob[T any](j *job, d *Deps, timeout time.Duration, work func(context.Context) T, done func(T)) {
	j.stop()
	ctx, cancel := context.WithCancel(context.Background())
	if timeout > 0 {
		ctx, cancel = context.WithTimeout(context.Background(), timeout)
	}
	j.cancel = cancel
	gen := j.gen
	d.Go(func() {
		v := work(ctx)
		d.Post(func() {
			if gen != j.gen {
				return // the game moved on
			}
			j.cancel = nil
			cancel()
			done(v)
		})
	})
}

// after runs f on the UI goroutine once d has passed, as job j (so
// stopping j drops it); with d zero or less at once.
func after(j *job, d *Deps, wait time.Duration, f func()) {
	if wait <= 0 {
		f()
		return
	}
	runJob(j, d, 0, func(ctx context.Context) bool {
		select {
		case <-time.After(wait):
			return true
		case <-ctx.Done():
			return false
		}
	}, func(ok bool) {
		if ok {
			f()
		}
	})
}
