// A list of videos on a page: posters of ours, played in place on a click by the island « videos »
// (decision 0046); without JavaScript each poster links to the video.
import videos from "~/components/media/videos.island";
import { Island } from "../layout/island";

export function VideoList(props: { urls: readonly string[]; title: string; poster?: string | null }) {
  if (props.urls.length === 0) return null;
  return <Island of={videos} props={props} />;
}
