// Sign-ups per day for 30 days (docs/admin.md, 'Dashboard'): recharts, the library My Stats draws
// with, loaded lazily with this chart only. The drawing is for the eye; the same figures are in a
// visually hidden table for screen readers.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { dayLabel } from '../utils/dashboard-figures';

export default function SignupsChart({
  days,
}: {
  days: readonly { date: string; count: number }[];
}) {
  const data = days.map((d) => ({ day: dayLabel(d.date), count: d.count }));
  return (
    <>
      <div className="admin-dashboard__chart" aria-hidden="true">
        <ResponsiveContainer width="100%" height={220}>
          <BarChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: -20 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="day"
              interval="preserveStartEnd"
              tick={{ fontSize: 12 }}
              minTickGap={12}
            />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Bar
              dataKey="count"
              name="Sign-ups"
              fill="#1677ff"
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="visually-hidden">
        <caption>Sign-ups per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Sign-ups</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.day}>
              <td>{d.day}</td>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
