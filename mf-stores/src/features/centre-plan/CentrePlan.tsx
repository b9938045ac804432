import type { CentrePlanDrawing, PlanFeature } from 'shared-lib/content';
import { planShopId } from 'shared-lib/routes';
import './CentrePlan.css';

/** What each point on the plan is marked with; the legend below the plan says the same in words. */
const POINT_MARKS: Partial<Record<PlanFeature['kind'], string>> = {
  toilets: 'WC',
  'parents-room': 'PR',
};

const isArea = (feature: PlanFeature) =>
  feature.width !== undefined && feature.height !== undefined;

function FeatureShape({ feature }: { feature: PlanFeature }) {
  if (isArea(feature))
    return (
      <g className={`centre-plan__area centre-plan__area--${feature.kind}`}>
        <rect x={feature.x} y={feature.y} width={feature.width} height={feature.height} rx={8} />
        <text x={feature.x + feature.width! / 2} y={feature.y + feature.height! / 2}>
          {feature.name}
        </text>
      </g>
    );
  const mark =
    feature.kind === 'entrance' ? feature.name.replace(/\D+/g, '') : POINT_MARKS[feature.kind];
  return (
    <g className={`centre-plan__point centre-plan__point--${feature.kind}`}>
      <circle cx={feature.x} cy={feature.y} r={16} />
      <text x={feature.x} y={feature.y}>
        {mark}
      </text>
    </g>
  );
}

interface Props {
  plan: CentrePlanDrawing;
  /** The shop to mark, and the caption that says where it is. */
  highlight?: string;
  /** Read by screen readers in place of the drawing: the directions, in words. */
  caption: string;
  captionId: string;
}

/**
 * The centre's floor plan drawn from the content (decision 243): malls, every shop, entrances,
 * toilets, the parents' room, the food court and parking. The drawing illustrates the words in its
 * caption, which is what a screen reader reads (the drawing is one image). Each shop has an id,
 * so an address ending in `#shop-T12` marks that shop without any script.
 */
export function CentrePlan({ plan, highlight, caption, captionId }: Props) {
  const marked = plan.shops.find((shop) => shop.shopNumber === highlight);
  return (
    <figure className="centre-plan">
      <svg
        className="centre-plan__drawing"
        viewBox={`0 0 ${plan.width} ${plan.height}`}
        role="img"
        aria-labelledby={captionId}
      >
        <rect className="centre-plan__ground" width={plan.width} height={plan.height} />
        {plan.features.filter(isArea).map((feature) => (
          <FeatureShape key={feature.id} feature={feature} />
        ))}
        {plan.malls.map(({ id, name, corridor }) => (
          <g key={id} className="centre-plan__mall">
            <rect {...corridor} />
            <text
              x={corridor.x + corridor.width / 2}
              y={corridor.y + corridor.height / 2}
              transform={
                corridor.width < corridor.height
                  ? `rotate(-90 ${corridor.x + corridor.width / 2} ${corridor.y + corridor.height / 2})`
                  : undefined
              }
            >
              {name}
            </text>
          </g>
        ))}
        {plan.shops.map((shop) => (
          <rect
            key={shop.shopNumber}
            id={planShopId(shop.shopNumber)}
            className={
              shop.shopNumber === highlight
                ? 'centre-plan__shop centre-plan__shop--marked'
                : 'centre-plan__shop'
            }
            x={shop.x}
            y={shop.y}
            width={shop.width}
            height={shop.height}
          />
        ))}
        {plan.features
          .filter((feature) => !isArea(feature))
          .map((feature) => (
            <FeatureShape key={feature.id} feature={feature} />
          ))}
        {marked && (
          <circle
            className="centre-plan__pin"
            cx={marked.x + marked.width / 2}
            cy={marked.y + marked.height / 2}
            r={Math.max(marked.width, marked.height) * 0.6}
          />
        )}
      </svg>
      <figcaption id={captionId} className="centre-plan__caption">
        {caption}
      </figcaption>
    </figure>
  );
}
