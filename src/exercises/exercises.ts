/** Every exercise of the notebook, by id. The worker imports this list; pages read titles and starters. */
import { connectQp } from "./definitions/connectQp.ts";
import { postWrite } from "./definitions/postWrite.ts";
import { registerMemory } from "./definitions/registerMemory.ts";
import { sendRecv } from "./definitions/sendRecv.ts";
import { type AnyExercise, anyExercise } from "./Exercise.ts";

/** All exercises, in the order the chapter uses them. */
export const exercises: readonly AnyExercise[] = [
  anyExercise(registerMemory),
  anyExercise(connectQp),
  anyExercise(postWrite),
  anyExercise(sendRecv),
];

/** The exercise `id`, or undefined: `exerciseById("post-write")?.scopeNames`. */
export function exerciseById(id: string): AnyExercise | undefined {
  return exercises.find((e) => e.id === id);
}
